import type { AreaMessages } from '../area-messages.ts';
import type { legal as english } from '../en/legal.ts';

export const legal: AreaMessages<typeof english> = {
  riskTitle: 'Pengungkapan risiko',
  riskWarningShort: '{{pct}}% akun CFD ritel mengalami kerugian.',
  riskWarningShortRange: '74–89% akun CFD ritel mengalami kerugian.',
  riskWarningFull:
    'CFD adalah instrumen yang kompleks dan memiliki risiko tinggi kehilangan uang dengan cepat karena leverage. {{pct}}% akun investor ritel mengalami kerugian saat trading CFD dengan penyedia ini. Pertimbangkan apakah Anda memahami cara kerja CFD dan apakah Anda sanggup menanggung risiko tinggi kehilangan uang Anda.',
  riskWarningFullRange:
    'CFD adalah instrumen yang kompleks dan memiliki risiko tinggi kehilangan uang dengan cepat karena leverage. Antara 74–89% akun investor ritel mengalami kerugian saat trading CFD. Pertimbangkan apakah Anda memahami cara kerja CFD dan apakah Anda sanggup menanggung risiko tinggi kehilangan uang Anda.',
  risk1:
    'Kontrak untuk selisih (CFD) dan forex dengan leverage adalah instrumen yang kompleks dan berisiko tinggi menyebabkan kehilangan uang dengan cepat karena leverage. Sebagian besar akun investor ritel mengalami kerugian saat memperdagangkan produk ini. Pertimbangkan apakah Anda memahami cara kerjanya dan apakah Anda sanggup menanggung risiko tinggi kehilangan uang Anda.',
  risk2:
    'Leverage memperbesar keuntungan maupun kerugian. Pergerakan harga kecil yang berlawanan dengan posisi Anda dapat menghabiskan seluruh margin yang Anda setorkan, dan posisi ditutup otomatis (stop out) ketika level margin Anda turun di bawah batas yang disyaratkan.',
  risk3:
    'Harga dapat bergerak tajam dan membentuk gap, misalnya setelah akhir pekan atau saat ada berita. Order stop loss hanya membatasi kerugian pada harga berikutnya yang tersedia dan tidak dijamin.',
  risk4:
    'Anda tidak memiliki aset dasarnya. Spread, biaya, dan biaya menginap mengurangi hasil Anda. Kinerja masa lalu, peringkat trader lain, dan hasil di akun demo tidak menjamin hasil di masa depan.',
  risk5:
    'Bertradinglah hanya dengan uang yang sanggup Anda relakan. Jika Anda tidak yakin produk ini cocok untuk Anda, mintalah saran independen sebelum bertrading.',
  termsTitle: 'Ketentuan layanan',
  terms1:
    'Ketentuan ini berlaku untuk penggunaan platform trading ini dan akun Anda. Dengan membuka akun, Anda menyatakan bahwa Anda berusia minimal 18 tahun, bahwa informasi yang Anda berikan benar, dan bahwa Anda tidak tinggal di negara tempat layanan ini tidak ditawarkan.',
  terms2:
    'Jaga kerahasiaan kata sandi Anda: Anda bertanggung jawab atas semua aktivitas di akun Anda. Segera beri tahu kami jika Anda menduga orang lain telah menggunakannya.',
  terms3:
    'Order dieksekusi pada harga yang dikutip platform saat order diproses. Kami dapat menolak atau membatalkan order pada harga yang jelas-jelas keliru, dan kami menutup posisi jika margin Anda tidak lagi mencukupi.',
  terms4:
    'Deposit dan penarikan memerlukan verifikasi identitas serta pemeriksaan anti pencucian uang. Penarikan hanya dibayarkan ke metode atas nama Anda sendiri.',
  terms5:
    'Kami tidak memberikan saran investasi. Berita, peringkat, dan informasi lain di platform hanya bersifat informasi.',
  terms6:
    'Kami dapat menangguhkan atau menutup akun yang digunakan dengan melanggar ketentuan ini atau hukum. Kami dapat mengubah ketentuan ini: versi yang Anda setujui dicatat bersama akun Anda, dan perubahan penting diumumkan sebelumnya.',
  legalVersion: 'Versi {{version}}',
};
