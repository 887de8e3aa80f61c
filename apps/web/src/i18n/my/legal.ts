import type { AreaMessages } from '../area-messages.ts';
import type { legal as english } from '../en/legal.ts';

export const legal: AreaMessages<typeof english> = {
  riskTitle: 'Pendedahan risiko',
  riskWarningShort: '{{pct}}% akaun CFD runcit mengalami kerugian.',
  riskWarningShortRange: '74–89% akaun CFD runcit mengalami kerugian.',
  riskWarningFull:
    'CFD ialah instrumen yang kompleks dan berisiko tinggi menyebabkan kerugian wang dengan cepat akibat leveraj. {{pct}}% akaun pelabur runcit mengalami kerugian apabila berdagang CFD dengan penyedia ini. Anda perlu menimbang sama ada anda memahami cara CFD berfungsi dan sama ada anda mampu menanggung risiko tinggi kehilangan wang anda.',
  riskWarningFullRange:
    'CFD ialah instrumen yang kompleks dan berisiko tinggi menyebabkan kerugian wang dengan cepat akibat leveraj. Antara 74% hingga 89% akaun pelabur runcit mengalami kerugian apabila berdagang CFD. Anda perlu menimbang sama ada anda memahami cara CFD berfungsi dan sama ada anda mampu menanggung risiko tinggi kehilangan wang anda.',
  risk1:
    'Kontrak untuk perbezaan (CFD) dan forex berleveraj ialah instrumen yang kompleks dan membawa risiko tinggi kehilangan wang dengan cepat disebabkan leveraj. Kebanyakan akaun pelabur runcit mengalami kerugian apabila berdagang produk ini. Pertimbangkan sama ada anda memahami cara ia berfungsi dan sama ada anda mampu menanggung risiko tinggi kehilangan wang anda.',
  risk2:
    'Leveraj membesarkan keuntungan dan juga kerugian. Pergerakan harga yang kecil menentang kedudukan anda boleh menyebabkan anda kehilangan semua margin yang didepositkan, dan kedudukan ditutup secara automatik (stop out) apabila paras margin anda jatuh di bawah paras yang diperlukan.',
  risk3:
    'Harga boleh bergerak dengan mendadak dan membentuk jurang, contohnya selepas hujung minggu atau ketika berita diumumkan. Pesanan henti rugi hanya mengehadkan kerugian pada harga seterusnya yang tersedia dan tidak dijamin.',
  risk4:
    'Anda tidak memiliki aset pendasar. Sebaran, fi dan caj semalaman mengurangkan hasil anda. Prestasi lalu, kedudukan pedagang lain dan keputusan akaun demo tidak menjamin hasil pada masa hadapan.',
  risk5:
    'Berdagang hanya dengan wang yang anda mampu kehilangan. Jika anda tidak pasti sama ada produk ini sesuai untuk anda, dapatkan nasihat bebas sebelum berdagang.',
  termsTitle: 'Terma perkhidmatan',
  terms1:
    'Terma ini terpakai bagi penggunaan platform dagangan ini dan akaun anda. Dengan membuka akaun, anda mengesahkan bahawa anda berumur sekurang-kurangnya 18 tahun, maklumat yang diberikan adalah benar, dan anda tidak bermastautin di negara yang tidak ditawarkan perkhidmatan ini.',
  terms2:
    'Rahsiakan kata laluan anda: anda bertanggungjawab atas segala yang dilakukan dengan akaun anda. Maklumkan kepada kami dengan segera jika anda fikir orang lain telah menggunakannya.',
  terms3:
    'Pesanan dilaksanakan pada harga yang disebut oleh platform ketika pesanan diproses. Kami boleh menolak atau membatalkan pesanan pada harga yang jelas salah, dan kami menutup kedudukan apabila margin anda tidak lagi mencukupi.',
  terms4:
    'Deposit dan pengeluaran tertakluk kepada pengesahan identiti dan pemeriksaan pencegahan pengubahan wang haram. Pengeluaran hanya dibayar kepada kaedah atas nama anda sendiri.',
  terms5:
    'Kami tidak memberikan nasihat pelaburan. Berita, kedudukan dan maklumat lain di platform adalah untuk makluman sahaja.',
  terms6:
    'Kami boleh menggantung atau menutup akaun yang digunakan secara melanggar terma ini atau undang-undang. Kami boleh mengubah terma ini: versi yang anda terima direkodkan bersama akaun anda, dan perubahan penting akan diumumkan lebih awal.',
  legalVersion: 'Versi {{version}}',
};
