/**
 * The confirmation email's rows of in-store handoffs: the kind of handoff, a curbside order's
 * vehicle and where to park, a dine-in order's table, and a drive-thru order's reminder to give the
 * order number at the window. In the order's language.
 */
import { interpolate } from '@/domain/interpolate';
import type { WireOrderHandoffDetails } from '@/domain/wire/handoffs';
import type { TextLanguage } from '@/server/platform/text-language';

type HandoffTexts = {
  handoff: string;
  names: Record<'curbside' | 'dine-in' | 'drive-through', string>;
  vehicle: string;
  vehicleLine: string;
  park: string;
  table: string;
  window: string;
  arrive: string;
};

export const HANDOFF_TEXTS: Record<TextLanguage, HandoffTexts> = {
  en: {
    handoff: 'How you get it',
    names: { curbside: 'Curbside pickup', 'dine-in': 'Dine-in', 'drive-through': 'Drive-thru' },
    vehicle: 'Your vehicle',
    vehicleLine: '[colour] [make] [model]',
    park: 'Where to park',
    table: 'Table',
    window: 'At the drive-thru window, give your order number [number].',
    arrive: 'When you are parked, open your order and press "I\'m here": we bring it out to you.',
  },
  fr: {
    handoff: 'Mode',
    names: { curbside: 'Commande à l’auto', 'dine-in': 'Sur place', 'drive-through': 'Service au volant' },
    vehicle: 'Votre véhicule',
    vehicleLine: '[make] [model] [colour]',
    park: 'Où vous stationner',
    table: 'Table',
    window: 'Au comptoir du service au volant, donnez votre numéro de commande [number].',
    arrive: 'Une fois stationné, ouvrez votre commande et appuyez sur « Je suis arrivé » : nous vous l’apportons.',
  },
  ja: {
    handoff: 'お受け取り方法',
    names: { curbside: 'カーブサイド', 'dine-in': '店内飲食', 'drive-through': 'ドライブスルー' },
    vehicle: 'お車',
    vehicleLine: '[colour]の[make] [model]',
    park: '駐車場所',
    table: 'テーブル',
    window: 'ドライブスルーの窓口で注文番号 [number] をお伝えください。',
    arrive: '駐車したらご注文ページで「到着しました」を押してください。お車までお届けします。',
  },
  es: {
    handoff: 'Cómo lo recibes',
    names: { curbside: 'Recoger en auto', 'dine-in': 'Comer aquí', 'drive-through': 'Autoservicio' },
    vehicle: 'Tu vehículo',
    vehicleLine: '[make] [model] [colour]',
    park: 'Dónde estacionarte',
    table: 'Mesa',
    window: 'En la ventanilla del autoservicio, da tu número de pedido: [number].',
    arrive: 'Cuando te estaciones, abre tu pedido y presiona "Ya llegué": te lo llevamos a tu auto.',
  },
  pt: {
    handoff: 'Como você recebe',
    names: { curbside: 'Retirada no carro', 'dine-in': 'Comer no local', 'drive-through': 'Drive-thru' },
    vehicle: 'Seu veículo',
    vehicleLine: '[make] [model] [colour]',
    park: 'Onde estacionar',
    table: 'Mesa',
    window: 'Na janela do drive-thru, informe o número do seu pedido: [number].',
    arrive: 'Quando estiver estacionado, abra seu pedido e toque em "Cheguei": levamos até o seu carro.',
  },
};

export type HandoffRow = { label: string; value: string };

export function handoffDetailRows(details: WireOrderHandoffDetails | null | undefined, language: TextLanguage, number: string): HandoffRow[] {
  if (!details || details.handoff === 'pickup' || details.handoff === 'delivery') return [];
  const texts = HANDOFF_TEXTS[language];
  const rows: HandoffRow[] = [{ label: texts.handoff, value: texts.names[details.handoff] }];
  if (details.handoff === 'curbside') {
    const vehicle = details.vehicle;
    if (vehicle) {
      const line = interpolate(texts.vehicleLine, { make: vehicle.make, model: vehicle.model, colour: vehicle.colour });
      rows.push({ label: texts.vehicle, value: vehicle.plate ? `${line} (${vehicle.plate})` : line });
    }
    if (details.instructions) rows.push({ label: texts.park, value: details.instructions });
    rows.push({ label: texts.names.curbside, value: texts.arrive });
  }
  if (details.handoff === 'dine-in' && details.tableNumber !== null) rows.push({ label: texts.table, value: String(details.tableNumber) });
  if (details.handoff === 'drive-through') rows.push({ label: texts.names['drive-through'], value: interpolate(texts.window, { number }) });
  return rows;
}
