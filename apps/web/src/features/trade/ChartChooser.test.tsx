import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { ChartChooser } from './ChartChooser.tsx';
import { defaultIndicatorPeriods, useChartSettings } from './chart-settings-store.ts';

await initI18n('en');

beforeEach(() =>
  useChartSettings.setState({ type: 'candles', indicators: [], periods: defaultIndicatorPeriods }),
);

const typeInto = (testId: string, text: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value: text } });
afterEach(cleanup);

describe('the chart chooser in the period bar', () => {
  it('chooses the chart type and turns indicators on and off, in a fixed order', () => {
    render(<ChartChooser />);
    expect(screen.queryByTestId('chart-chooser-menu')).toBeNull();
    fireEvent.click(screen.getByTestId('chart-chooser'));
    fireEvent.click(screen.getByTestId('chart-type-area'));
    fireEvent.click(screen.getByTestId('indicator-macd'));
    fireEvent.click(screen.getByTestId('indicator-sma'));
    expect(useChartSettings.getState()).toMatchObject({
      type: 'area',
      indicators: ['sma', 'macd'],
    });
    expect(screen.getByTestId('indicator-sma').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('indicator-sma'));
    expect(useChartSettings.getState().indicators).toEqual(['macd']);
  });

  it('sets the period of each average, band and RSI shown: the label follows, a bad one changes nothing', () => {
    render(<ChartChooser />);
    fireEvent.click(screen.getByTestId('chart-chooser'));
    expect(screen.getByTestId('indicator-sma').textContent).toBe('SMA 20');
    // No period to set until an indicator is shown.
    expect(screen.queryByTestId('indicator-period-sma')).toBeNull();
    fireEvent.click(screen.getByTestId('indicator-sma'));
    fireEvent.click(screen.getByTestId('indicator-rsi'));
    expect(screen.getByTestId('indicator-period-sma')).toHaveProperty('value', '20');
    expect(screen.getByTestId('indicator-period-rsi')).toHaveProperty('value', '14');
    expect(screen.queryByTestId('indicator-period-ema')).toBeNull();

    typeInto('indicator-period-sma', '50');
    expect(useChartSettings.getState().periods).toEqual({ ...defaultIndicatorPeriods, sma: 50 });
    expect(screen.getByTestId('indicator-sma').textContent).toBe('SMA 50');
    expect(screen.queryByTestId('indicator-period-sma-error')).toBeNull();

    for (const bad of ['1', '201', '2.5', '-14', '1e2', '', 'abc']) {
      typeInto('indicator-period-rsi', bad);
      expect(screen.getByTestId('indicator-period-rsi-error').textContent).toBe(
        'Enter a whole number of candles from 2 to 200',
      );
      expect(screen.getByTestId('indicator-period-rsi').getAttribute('aria-invalid')).toBe('true');
    }
    expect(useChartSettings.getState().periods.rsi).toBe(14);
    expect(screen.getByTestId('indicator-rsi').textContent).toBe('RSI 14');
    // Leaving the field shows the period in force again.
    fireEvent.blur(screen.getByTestId('indicator-period-rsi'));
    expect(screen.getByTestId('indicator-period-rsi')).toHaveProperty('value', '14');
    expect(screen.queryByTestId('indicator-period-rsi-error')).toBeNull();
  });

  it('sets MACD’s fast, slow and signal periods, the fast one always the shorter', () => {
    render(<ChartChooser />);
    fireEvent.click(screen.getByTestId('chart-chooser'));
    expect(screen.getByTestId('indicator-macd').textContent).toBe('MACD 12, 26, 9');
    fireEvent.click(screen.getByTestId('indicator-macd'));
    expect(screen.getByTestId('indicator-period-macd-fast')).toHaveProperty('value', '12');
    typeInto('indicator-period-macd-fast', '8');
    typeInto('indicator-period-macd-slow', '17');
    expect(useChartSettings.getState().periods.macd).toEqual({ fast: 8, slow: 17, signal: 9 });
    expect(screen.getByTestId('indicator-macd').textContent).toBe('MACD 8, 17, 9');

    // A slow period not longer than the fast one is refused with the reason.
    typeInto('indicator-period-macd-slow', '8');
    expect(screen.getByTestId('indicator-period-macd-slow-error').textContent).toBe(
      'The fast period must be shorter than the slow one',
    );
    typeInto('indicator-period-macd-signal', '0');
    expect(screen.getByTestId('indicator-period-macd-signal-error').textContent).toBe(
      'Enter a whole number of candles from 2 to 200',
    );
    expect(useChartSettings.getState().periods.macd).toEqual({ fast: 8, slow: 17, signal: 9 });
    fireEvent.blur(screen.getByTestId('indicator-period-macd-slow'));
    expect(screen.getByTestId('indicator-period-macd-slow')).toHaveProperty('value', '17');
    expect(screen.queryByTestId('indicator-period-macd-slow-error')).toBeNull();
  });

  it('closes on Escape and on a press outside it', () => {
    render(<ChartChooser />);
    fireEvent.click(screen.getByTestId('chart-chooser'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('chart-chooser-menu')).toBeNull();
    fireEvent.click(screen.getByTestId('chart-chooser'));
    fireEvent.pointerDown(document.body);
    expect(screen.queryByTestId('chart-chooser-menu')).toBeNull();
  });

  it('reads back only what it knows from what the browser stored', async () => {
    localStorage.setItem(
      'tp.chart',
      JSON.stringify({
        state: {
          type: 'renko',
          indicators: ['rsi', 'ichimoku', 'ema'],
          periods: {
            sma: 100,
            ema: 1,
            rsi: '9',
            bollinger: 2.5,
            ichimoku: 9,
            macd: { fast: 30, slow: 20, signal: 9 },
          },
        },
        version: 0,
      }),
    );
    await useChartSettings.persist.rehydrate();
    expect(useChartSettings.getState()).toMatchObject({
      type: 'candles',
      indicators: ['ema', 'rsi'],
      periods: {
        sma: 100,
        ema: 50,
        bollinger: 20,
        rsi: 14,
        macd: { fast: 12, slow: 26, signal: 9 },
      },
    });
    localStorage.removeItem('tp.chart');
  });
});
