import { describe, expect, it } from 'vitest';
import { isDesktopAgent, markDesktopClient } from './desktop-agent.ts';

/** Agent strings as real browsers send them. */
const phones = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  pixelChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  weChatAndroid:
    'Mozilla/5.0 (Linux; Android 12; M2102J20SG Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230303 MicroMessenger/8.0.34.2340(0x28002237) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  huaweiHarmony:
    'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0.4.300',
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.14977',
};

const tablets = {
  iPadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  galaxyTab:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36',
  kindleFire:
    'Mozilla/5.0 (Linux; Android 9; KFMAWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/124.2.1 like Chrome/124.0.6367.179 Safari/537.36',
};

/** iPadOS 13+ sends the Mac agent; only its touch points tell it apart. */
const iPadAsMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

const desktops = {
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
  macSafari: iPadAsMac,
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  headlessChromium:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
};

describe('desktop detection from the browser agent', () => {
  it.each(Object.entries(phones))('a phone (%s) is not a desktop client', (_, userAgent) => {
    expect(isDesktopAgent({ userAgent, maxTouchPoints: 5 })).toBe(false);
  });

  it.each(Object.entries(tablets))('a tablet (%s) is not a desktop client', (_, userAgent) => {
    expect(isDesktopAgent({ userAgent, maxTouchPoints: 5 })).toBe(false);
  });

  it.each(Object.entries(desktops))('a computer (%s) is a desktop client', (_, userAgent) => {
    expect(isDesktopAgent({ userAgent, maxTouchPoints: 0 })).toBe(true);
  });

  it('tells an iPad that asks for desktop pages from a Mac by its touch screen', () => {
    expect(isDesktopAgent({ userAgent: iPadAsMac, maxTouchPoints: 5 })).toBe(false);
    expect(isDesktopAgent({ userAgent: iPadAsMac, maxTouchPoints: 0 })).toBe(true);
    // A touch-screen Windows laptop is still a computer.
    expect(isDesktopAgent({ userAgent: desktops.windowsChrome, maxTouchPoints: 10 })).toBe(true);
  });

  it('puts the desktop class on the root, or takes it away', () => {
    const root = document.createElement('html');
    expect(markDesktopClient(root, { userAgent: desktops.windowsChrome })).toBe(true);
    expect(root.classList.contains('desktop')).toBe(true);
    expect(markDesktopClient(root, { userAgent: phones.pixelChrome })).toBe(false);
    expect(root.classList.contains('desktop')).toBe(false);
  });
});
