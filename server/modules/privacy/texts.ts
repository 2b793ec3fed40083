/**
 * The server-written words of the privacy requests, per language we write: the labels of the
 * request and requestor types, and the emails (received: confirm with the link; completed: what
 * was done, and the download link of an export). `[name]` placeholders.
 */
import type { PrivacyAction, PrivacyRequestorType, PrivacyRequestType } from '@/domain/privacy';
import type { TextLanguage } from '@/server/platform/text-language';

export type PrivacyTexts = {
  requestTypes: Record<PrivacyRequestType, string>;
  requestorTypes: Record<PrivacyRequestorType, string>;
  greeting: string;
  signOff: string;
  receivedSubject: string;
  receivedIntro: string;
  confirmPrompt: string;
  confirmExpiry: string;
  notYou: string;
  dueDate: string;
  requestLabel: string;
  completedSubject: string;
  completedIntro: string;
  /** What was done, by what carrying out the request does. */
  done: Record<PrivacyAction, string>;
  downloadPrompt: string;
  downloadExpiry: string;
  optOutSubject: string;
  optOutIntro: string;
  optOutNext: string;
};

export const PRIVACY_TEXTS: Record<TextLanguage, PrivacyTexts> = {
  en: {
    requestTypes: {
      know: 'Know what personal information you hold about me',
      access: 'Access the personal information you hold about me',
      confirm: 'Confirm whether you process my personal information',
      portability: 'Receive my personal information in a portable format',
      sharingInfo: 'Know with whom you share my personal information',
      delete: 'Delete my personal information',
      anonymise: 'Anonymise, block or delete my personal information',
      correct: 'Correct my personal information',
      optOut: 'Do not sell or share my personal information',
      stopUse: 'Stop using my personal information or providing it to third parties',
      object: 'Object to the use of my personal information',
      withdrawConsent: 'Withdraw my consent',
    },
    requestorTypes: { consumer: 'I am the consumer the request is about', agent: 'I am an authorised agent acting for the consumer' },
    greeting: 'Hello [name],',
    signOff: 'The privacy team at [brand]',
    receivedSubject: 'Confirm your privacy request',
    receivedIntro: 'We received a privacy request for this email address. Nothing happens until you confirm it.',
    confirmPrompt: 'Confirm your request by opening this link:',
    confirmExpiry: 'The link works once, until [expiresAt].',
    notYou: 'If you did not make this request, ignore this email: nothing will change.',
    dueDate: 'We answer by [dueAt] at the latest, as the law requires.',
    requestLabel: 'Request: [request]',
    completedSubject: 'Your privacy request is complete',
    completedIntro: 'We carried out your privacy request on [completedAt].',
    done: {
      export: 'Your data export is ready: everything we hold about this email address.',
      erase: 'We deleted your account’s addresses, vehicles, saved cards, points and rewards, closed the account, deleted the files of your job applications, and removed your name, email, phone and addresses from your orders, messages and applications. Order amounts, dates and restaurants stay in our books, as tax law requires.',
      correct: 'Your profile now holds the corrections you asked for.',
      optOut: 'We will not sell or share your personal information.',
    },
    downloadPrompt: 'Download your data (JSON) with this link:',
    downloadExpiry: 'The download link works until [expiresAt].',
    optOutSubject: 'You opted out of the sale and sharing of your personal information',
    optOutIntro: 'We recorded your choice: we will not sell or share the personal information of this email address.',
    optOutNext: 'The browser you used keeps the choice too. On another browser or device, use the form again or turn on Global Privacy Control.',
  },
  fr: {
    requestTypes: {
      know: 'Connaître les renseignements personnels que vous détenez sur moi',
      access: 'Accéder aux renseignements personnels que vous détenez sur moi',
      confirm: 'Savoir si vous traitez mes renseignements personnels',
      portability: 'Recevoir mes renseignements personnels dans un format structuré et couramment utilisé',
      sharingInfo: 'Savoir avec qui vous partagez mes renseignements personnels',
      delete: 'Supprimer mes renseignements personnels',
      anonymise: 'Anonymiser, bloquer ou supprimer mes renseignements personnels',
      correct: 'Corriger mes renseignements personnels',
      optOut: 'Ne pas vendre ni partager mes renseignements personnels',
      stopUse: 'Cesser d’utiliser mes renseignements personnels ou de les communiquer à des tiers',
      object: 'M’opposer à l’utilisation de mes renseignements personnels',
      withdrawConsent: 'Retirer mon consentement',
    },
    requestorTypes: { consumer: 'Je suis la personne visée par la demande', agent: 'Je suis un mandataire autorisé qui agit pour cette personne' },
    greeting: 'Bonjour [name],',
    signOff: 'L’équipe de la protection des renseignements personnels de [brand]',
    receivedSubject: 'Confirmez votre demande relative à vos renseignements personnels',
    receivedIntro: 'Nous avons reçu une demande relative aux renseignements personnels de cette adresse courriel. Rien ne se passe tant que vous ne l’avez pas confirmée.',
    confirmPrompt: 'Confirmez votre demande en ouvrant ce lien :',
    confirmExpiry: 'Le lien fonctionne une seule fois, jusqu’au [expiresAt].',
    notYou: 'Si vous n’avez pas fait cette demande, ignorez ce courriel : rien ne changera.',
    dueDate: 'Nous répondrons au plus tard le [dueAt], comme l’exige la loi.',
    requestLabel: 'Demande : [request]',
    completedSubject: 'Votre demande relative à vos renseignements personnels est traitée',
    completedIntro: 'Nous avons traité votre demande le [completedAt].',
    done: {
      export: 'L’exportation de vos données est prête : tout ce que nous détenons sur cette adresse courriel.',
      erase: 'Nous avons supprimé les adresses, véhicules, cartes enregistrées, points et récompenses de votre compte, fermé le compte, supprimé les fichiers de vos candidatures, et retiré vos nom, courriel, téléphone et adresses de vos commandes, messages et candidatures. Les montants, dates et restaurants des commandes restent dans nos livres, comme l’exige la loi fiscale.',
      correct: 'Votre profil contient maintenant les corrections demandées.',
      optOut: 'Nous ne vendrons ni ne partagerons vos renseignements personnels.',
    },
    downloadPrompt: 'Téléchargez vos données (JSON) avec ce lien :',
    downloadExpiry: 'Le lien de téléchargement fonctionne jusqu’au [expiresAt].',
    optOutSubject: 'Vous vous êtes opposé à la vente et au partage de vos renseignements personnels',
    optOutIntro: 'Nous avons enregistré votre choix : nous ne vendrons ni ne partagerons les renseignements personnels de cette adresse courriel.',
    optOutNext: 'Le navigateur utilisé garde aussi ce choix. Sur un autre navigateur ou appareil, remplissez de nouveau le formulaire ou activez le Global Privacy Control.',
  },
  ja: {
    requestTypes: {
      know: '保有している私の個人情報の開示',
      access: '保有個人データの開示',
      confirm: '私の個人情報を取り扱っているかどうかの確認',
      portability: '私の個人情報を持ち運び可能な形式で受け取る',
      sharingInfo: '私の個人情報の共有先の開示',
      delete: '私の個人情報の削除',
      anonymise: '私の個人情報の匿名化・ブロック・削除',
      correct: '私の個人情報の訂正',
      optOut: '私の個人情報を販売・共有しない',
      stopUse: '私の個人情報の利用停止・第三者提供の停止',
      object: '私の個人情報の取扱いへの異議',
      withdrawConsent: '同意の撤回',
    },
    requestorTypes: { consumer: '本人による請求', agent: '本人の代理人（授権された代理人）による請求' },
    greeting: '[name] 様',
    signOff: '[brand] 個人情報保護担当',
    receivedSubject: '個人情報に関する請求のご確認',
    receivedIntro: 'このメールアドレスについて個人情報に関する請求を受け付けました。ご確認いただくまで何も実行されません。',
    confirmPrompt: '次のリンクを開いて請求を確認してください：',
    confirmExpiry: 'リンクは [expiresAt] まで、1 回だけ使えます。',
    notYou: 'お心当たりがない場合は、このメールを無視してください。何も変更されません。',
    dueDate: '法律に従い、遅くとも [dueAt] までに回答します。',
    requestLabel: '請求内容：[request]',
    completedSubject: '個人情報に関する請求の処理が完了しました',
    completedIntro: '[completedAt] にご請求を処理しました。',
    done: {
      export: 'データのエクスポートの準備ができました。このメールアドレスについて当社が保有するすべての情報です。',
      erase: 'アカウントの住所・車両・保存カード・ポイント・特典を削除し、アカウントを閉鎖し、求人応募のファイルを削除し、注文・メッセージ・応募からお名前・メールアドレス・電話番号・住所を削除しました。税法に従い、注文の金額・日付・店舗は記録に残ります。',
      correct: 'プロフィールをご依頼どおりに訂正しました。',
      optOut: 'お客様の個人情報を販売・共有しません。',
    },
    downloadPrompt: '次のリンクからデータ（JSON）をダウンロードしてください：',
    downloadExpiry: 'ダウンロードリンクは [expiresAt] まで使えます。',
    optOutSubject: '個人情報の販売・共有をオプトアウトしました',
    optOutIntro: 'ご選択を記録しました。このメールアドレスの個人情報を販売・共有しません。',
    optOutNext: 'お使いのブラウザにもこの選択が保存されます。別のブラウザや端末では、もう一度フォームを送信するか、グローバル・プライバシー・コントロールを有効にしてください。',
  },
  es: {
    requestTypes: {
      know: 'Conocer los datos personales que tienen sobre mí',
      access: 'Acceder a los datos personales que tienen sobre mí',
      confirm: 'Confirmar si tratan mis datos personales',
      portability: 'Recibir mis datos personales en un formato portátil',
      sharingInfo: 'Saber con quién comparten mis datos personales',
      delete: 'Eliminar mis datos personales',
      anonymise: 'Anonimizar, bloquear o eliminar mis datos personales',
      correct: 'Corregir mis datos personales',
      optOut: 'No vender ni compartir mis datos personales',
      stopUse: 'Dejar de usar mis datos personales o de transferirlos a terceros',
      object: 'Oponerme al uso de mis datos personales',
      withdrawConsent: 'Revocar mi consentimiento',
    },
    requestorTypes: { consumer: 'Soy el titular de los datos de la solicitud', agent: 'Soy un representante autorizado que actúa en nombre del titular' },
    greeting: 'Hola, [name]:',
    signOff: 'El equipo de privacidad de [brand]',
    receivedSubject: 'Confirme su solicitud sobre datos personales',
    receivedIntro: 'Recibimos una solicitud sobre los datos personales de este correo electrónico. No haremos nada hasta que la confirme.',
    confirmPrompt: 'Confirme su solicitud abriendo este enlace:',
    confirmExpiry: 'El enlace funciona una sola vez, hasta el [expiresAt].',
    notYou: 'Si usted no hizo esta solicitud, ignore este correo: nada cambiará.',
    dueDate: 'Le responderemos a más tardar el [dueAt], como lo exige la ley.',
    requestLabel: 'Solicitud: [request]',
    completedSubject: 'Su solicitud sobre datos personales está atendida',
    completedIntro: 'Atendimos su solicitud el [completedAt].',
    done: {
      export: 'La exportación de sus datos está lista: todo lo que tenemos sobre este correo electrónico.',
      erase: 'Eliminamos las direcciones, vehículos, tarjetas guardadas, puntos y recompensas de su cuenta, cerramos la cuenta, eliminamos los archivos de sus solicitudes de empleo y quitamos su nombre, correo, teléfono y direcciones de sus pedidos, mensajes y solicitudes. Los montos, fechas y restaurantes de los pedidos se quedan en nuestra contabilidad, como lo exige la ley fiscal.',
      correct: 'Su perfil ya tiene las correcciones que pidió.',
      optOut: 'No venderemos ni compartiremos sus datos personales.',
    },
    downloadPrompt: 'Descargue sus datos (JSON) con este enlace:',
    downloadExpiry: 'El enlace de descarga funciona hasta el [expiresAt].',
    optOutSubject: 'Se excluyó de la venta y el intercambio de sus datos personales',
    optOutIntro: 'Registramos su decisión: no venderemos ni compartiremos los datos personales de este correo electrónico.',
    optOutNext: 'El navegador que usó también guarda su decisión. En otro navegador o dispositivo, envíe el formulario de nuevo o active Global Privacy Control.',
  },
  pt: {
    requestTypes: {
      know: 'Saber quais dados pessoais vocês têm sobre mim',
      access: 'Acessar os dados pessoais que vocês têm sobre mim',
      confirm: 'Confirmar se vocês tratam meus dados pessoais',
      portability: 'Receber meus dados pessoais em um formato portável',
      sharingInfo: 'Saber com quem vocês compartilham meus dados pessoais',
      delete: 'Excluir meus dados pessoais',
      anonymise: 'Anonimizar, bloquear ou eliminar meus dados pessoais',
      correct: 'Corrigir meus dados pessoais',
      optOut: 'Não vender nem compartilhar meus dados pessoais',
      stopUse: 'Parar de usar meus dados pessoais ou de compartilhá-los com terceiros',
      object: 'Me opor ao uso dos meus dados pessoais',
      withdrawConsent: 'Revogar meu consentimento',
    },
    requestorTypes: { consumer: 'Sou o titular dos dados da solicitação', agent: 'Sou um representante autorizado agindo em nome do titular' },
    greeting: 'Olá, [name],',
    signOff: 'A equipe de privacidade da [brand]',
    receivedSubject: 'Confirme sua solicitação sobre dados pessoais',
    receivedIntro: 'Recebemos uma solicitação sobre os dados pessoais deste e-mail. Nada acontece até você confirmá-la.',
    confirmPrompt: 'Confirme sua solicitação abrindo este link:',
    confirmExpiry: 'O link funciona uma única vez, até [expiresAt].',
    notYou: 'Se você não fez esta solicitação, ignore este e-mail: nada vai mudar.',
    dueDate: 'Responderemos até [dueAt], no máximo, como a lei exige.',
    requestLabel: 'Solicitação: [request]',
    completedSubject: 'Sua solicitação sobre dados pessoais foi atendida',
    completedIntro: 'Atendemos sua solicitação em [completedAt].',
    done: {
      export: 'A exportação dos seus dados está pronta: tudo o que temos sobre este e-mail.',
      erase: 'Excluímos os endereços, veículos, cartões salvos, pontos e recompensas da sua conta, encerramos a conta, excluímos os arquivos das suas candidaturas e removemos seu nome, e-mail, telefone e endereços dos seus pedidos, mensagens e candidaturas. Os valores, as datas e os restaurantes dos pedidos continuam na nossa contabilidade, como a lei fiscal exige.',
      correct: 'Seu perfil agora tem as correções que você pediu.',
      optOut: 'Não venderemos nem compartilharemos seus dados pessoais.',
    },
    downloadPrompt: 'Baixe seus dados (JSON) com este link:',
    downloadExpiry: 'O link de download funciona até [expiresAt].',
    optOutSubject: 'Você se opôs à venda e ao compartilhamento dos seus dados pessoais',
    optOutIntro: 'Registramos sua escolha: não venderemos nem compartilharemos os dados pessoais deste e-mail.',
    optOutNext: 'O navegador que você usou também guarda essa escolha. Em outro navegador ou dispositivo, envie o formulário de novo ou ative o Global Privacy Control.',
  },
};
