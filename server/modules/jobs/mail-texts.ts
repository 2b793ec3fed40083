/** The words of the application confirmation and the labels of positions, days and shifts, per language we write. */
import type { JobPositionName, WorkDay, WorkShift } from '@/domain/jobs';
import type { TextLanguage } from '@/server/platform/text-language';

export type JobMailTexts = {
  subject: string;
  intro: string;
  next: string;
  store: string;
  position: string;
  days: string;
  shifts: string;
  file: string;
  fileKinds: { photo: string; resume: string };
  listSeparator: string;
  positions: Record<JobPositionName, string>;
  dayNames: Record<WorkDay, string>;
  shiftNames: Record<WorkShift, string>;
};

export const JOB_MAIL_TEXTS: Record<TextLanguage, JobMailTexts> = {
  en: {
    subject: 'We received your job application',
    intro: 'Thank you for applying. Here is what you sent us.',
    next: 'The restaurant’s manager reviews every application within five business days. If your availability fits the schedule, they will call or email you to set up an interview. There is nothing else you need to do for now.',
    store: 'Restaurant',
    position: 'Position',
    days: 'Days',
    shifts: 'Shifts',
    file: 'Attached',
    fileKinds: { photo: 'a photo', resume: 'a résumé (PDF)' },
    listSeparator: ', ',
    positions: { crewMember: 'Crew Member', pitCook: 'Pit Cook', cateringDriver: 'Catering Driver', shiftLeader: 'Shift Leader', generalManager: 'General Manager' },
    dayNames: { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' },
    shiftNames: { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening', night: 'Night' },
  },
  fr: {
    subject: 'Nous avons bien reçu votre candidature',
    intro: 'Merci d’avoir postulé. Voici ce que vous nous avez envoyé.',
    next: 'Le gérant du restaurant examine chaque candidature d’ici cinq jours ouvrables. Si vos disponibilités correspondent à l’horaire, il vous appellera ou vous écrira pour fixer une entrevue. Vous n’avez rien d’autre à faire pour l’instant.',
    store: 'Restaurant',
    position: 'Poste',
    days: 'Jours',
    shifts: 'Quarts',
    file: 'Pièce jointe',
    fileKinds: { photo: 'une photo', resume: 'un CV (PDF)' },
    listSeparator: ', ',
    positions: { crewMember: 'Équipier', pitCook: 'Cuisinier au fumoir', cateringDriver: 'Livreur traiteur', shiftLeader: 'Chef de quart', generalManager: 'Directeur général' },
    dayNames: { mon: 'lundi', tue: 'mardi', wed: 'mercredi', thu: 'jeudi', fri: 'vendredi', sat: 'samedi', sun: 'dimanche' },
    shiftNames: { morning: 'Matin', afternoon: 'Après-midi', evening: 'Soir', night: 'Nuit' },
  },
  ja: {
    subject: '求人へのご応募を受け付けました',
    intro: 'ご応募ありがとうございます。お送りいただいた内容は以下のとおりです。',
    next: '店舗の責任者が5営業日以内にすべての応募書類を確認します。ご希望の勤務日時が合う場合は、面接の日程調整のためお電話またはメールでご連絡します。現時点でお手続きは必要ありません。',
    store: '店舗',
    position: '職種',
    days: '勤務可能な曜日',
    shifts: '勤務可能な時間帯',
    file: '添付',
    fileKinds: { photo: '写真', resume: '履歴書（PDF）' },
    listSeparator: '、',
    positions: { crewMember: 'クルー', pitCook: 'ピットクック', cateringDriver: 'ケータリングドライバー', shiftLeader: 'シフトリーダー', generalManager: '店長' },
    dayNames: { mon: '月曜日', tue: '火曜日', wed: '水曜日', thu: '木曜日', fri: '金曜日', sat: '土曜日', sun: '日曜日' },
    shiftNames: { morning: '朝', afternoon: '昼', evening: '夕方', night: '夜間' },
  },
  es: {
    subject: 'Recibimos tu solicitud de empleo',
    intro: 'Gracias por postularte. Esto es lo que nos enviaste.',
    next: 'El gerente del restaurante revisa cada solicitud en un plazo de cinco días hábiles. Si tu disponibilidad se ajusta a los horarios, te llamará o te escribirá para agendar una entrevista. Por ahora no tienes que hacer nada más.',
    store: 'Restaurante',
    position: 'Puesto',
    days: 'Días',
    shifts: 'Turnos',
    file: 'Adjunto',
    fileKinds: { photo: 'una foto', resume: 'un currículum (PDF)' },
    listSeparator: ', ',
    positions: { crewMember: 'Miembro del equipo', pitCook: 'Cocinero de ahumador', cateringDriver: 'Repartidor de catering', shiftLeader: 'Líder de turno', generalManager: 'Gerente general' },
    dayNames: { mon: 'lunes', tue: 'martes', wed: 'miércoles', thu: 'jueves', fri: 'viernes', sat: 'sábado', sun: 'domingo' },
    shiftNames: { morning: 'Mañana', afternoon: 'Tarde', evening: 'Noche', night: 'Madrugada' },
  },
  pt: {
    subject: 'Recebemos sua candidatura',
    intro: 'Obrigado por se candidatar. Veja o que você nos enviou.',
    next: 'O gerente do restaurante analisa cada candidatura em até cinco dias úteis. Se a sua disponibilidade combinar com a escala, ele vai ligar ou mandar um e-mail para marcar uma entrevista. Por enquanto, você não precisa fazer mais nada.',
    store: 'Restaurante',
    position: 'Cargo',
    days: 'Dias',
    shifts: 'Turnos',
    file: 'Anexo',
    fileKinds: { photo: 'uma foto', resume: 'um currículo (PDF)' },
    listSeparator: ', ',
    positions: { crewMember: 'Atendente', pitCook: 'Churrasqueiro', cateringDriver: 'Motorista de bufê', shiftLeader: 'Líder de turno', generalManager: 'Gerente geral' },
    dayNames: { mon: 'segunda-feira', tue: 'terça-feira', wed: 'quarta-feira', thu: 'quinta-feira', fri: 'sexta-feira', sat: 'sábado', sun: 'domingo' },
    shiftNames: { morning: 'Manhã', afternoon: 'Tarde', evening: 'Noite', night: 'Madrugada' },
  },
};
