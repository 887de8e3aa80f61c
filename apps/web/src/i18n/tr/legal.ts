import type { AreaMessages } from '../area-messages.ts';
import type { legal as english } from '../en/legal.ts';

export const legal: AreaMessages<typeof english> = {
  riskTitle: 'Risk bildirimi',
  riskWarningShort: 'Bireysel CFD hesaplarının yüzde {{pct}} kadarı para kaybediyor.',
  riskWarningShortRange: 'Bireysel CFD hesaplarının yüzde 74 ile 89 arası para kaybediyor.',
  riskWarningFull:
    'CFD’ler karmaşık araçlardır ve kaldıraç nedeniyle hızla para kaybetme riski yüksektir. Bu sağlayıcıyla CFD işlemi yapan bireysel yatırımcı hesaplarının yüzde {{pct}} kadarı para kaybediyor. CFD’lerin nasıl işlediğini anlayıp anlamadığınızı ve paranızı kaybetme riskini göze alıp alamayacağınızı değerlendirmelisiniz.',
  riskWarningFullRange:
    'CFD’ler karmaşık araçlardır ve kaldıraç nedeniyle hızla para kaybetme riski yüksektir. CFD işlemi yapan bireysel yatırımcı hesaplarının yüzde 74 ile 89 arası para kaybediyor. CFD’lerin nasıl işlediğini anlayıp anlamadığınızı ve paranızı kaybetme riskini göze alıp alamayacağınızı değerlendirmelisiniz.',
  risk1:
    'Fark sözleşmeleri (CFD) ve kaldıraçlı forex karmaşık araçlardır ve kaldıraç nedeniyle hızla para kaybetme riski yüksektir. Bireysel yatırımcı hesaplarının çoğu bu ürünlerle işlem yaparken para kaybeder. Nasıl çalıştıklarını anlayıp anlamadığınızı ve paranızı kaybetme riskini göze alıp alamayacağınızı değerlendirin.',
  risk2:
    'Kaldıraç kazancı da zararı da büyütür. Pozisyonunuzun aleyhine küçük bir fiyat hareketi, yatırdığınız teminatın tamamına mal olabilir; teminat seviyeniz gerekli seviyenin altına düştüğünde pozisyonlar otomatik olarak kapatılır (stop out).',
  risk3:
    'Fiyatlar sert hareket edebilir ve boşluklu açılabilir; örneğin hafta sonundan sonra ya da haberler sırasında. Zarar durdur emri zararı yalnızca bir sonraki mevcut fiyattan sınırlar ve garanti edilmez.',
  risk4:
    'Dayanak varlığa sahip olmazsınız. Makaslar, ücretler ve gecelik maliyetler sonucunuzu azaltır. Geçmiş performans, diğer yatırımcıların sıralaması ve demo hesap sonuçları gelecekteki sonuçların göstergesi değildir.',
  risk5:
    'Yalnızca kaybetmeyi göze alabileceğiniz parayla işlem yapın. Bu ürünlerin size uygun olup olmadığından emin değilseniz işlem yapmadan önce bağımsız danışmanlık alın.',
  termsTitle: 'Hizmet koşulları',
  terms1:
    'Bu koşullar, bu işlem platformunu ve hesabınızı kullanımınız için geçerlidir. Hesap açarak en az 18 yaşında olduğunuzu, verdiğiniz bilgilerin doğru olduğunu ve bu hizmetlerin sunulmadığı bir ülkede yaşamadığınızı onaylarsınız.',
  terms2:
    'Şifrenizi gizli tutun: hesabınızla yapılan her şeyden siz sorumlusunuz. Başka birinin hesabınızı kullandığını düşünüyorsanız bize hemen bildirin.',
  terms3:
    'Emirler, işlendikleri anda platformun verdiği fiyatlardan gerçekleştirilir. Açıkça hatalı fiyatlardan verilen emirleri reddedebilir veya iptal edebiliriz; teminatınız yetersiz kaldığında pozisyonları kapatırız.',
  terms4:
    'Para yatırma ve çekme işlemleri kimlik doğrulamasına ve kara para aklamayı önleme kontrollerine tabidir. Çekimler yalnızca kendi adınıza kayıtlı yöntemlere ödenir.',
  terms5:
    'Yatırım danışmanlığı vermeyiz. Platformdaki haberler, sıralamalar ve diğer bilgiler yalnızca bilgilendirme amaçlıdır.',
  terms6:
    'Bu koşulları veya yasaları ihlal ederek kullanılan bir hesabı askıya alabilir ya da kapatabiliriz. Bu koşulları değiştirebiliriz: kabul ettiğiniz sürüm hesabınızla birlikte kaydedilir ve önemli değişiklikler önceden duyurulur.',
  legalVersion: 'Sürüm {{version}}',
};
