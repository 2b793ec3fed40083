/**
 * The everyday menu in Brazilian Portuguese, the menu the stores in Brazil show: each item's name
 * and description by its slug, and each choice and choice group by its English title (a choice
 * reads the same in every group that offers it). The seed stores them as the pt-br translations;
 * an item or choice missing here reads in English.
 */
import type { TranslatedText } from './types';

export const PT_BR_ITEMS: Readonly<Record<string, TranslatedText>> = {
  // Meats by the pound.
  'beef-brisket-lb': ['Brisket bovino', 'Defumado na lenha de nogueira por 14 horas e fatiado na hora.'],
  'pulled-pork-lb': ['Porco desfiado', 'Paleta suína defumada lentamente e desfiada à mão.'],
  'smoked-turkey-lb': ['Peito de peru defumado', 'Peito de peru magro com crosta de pimenta.'],
  'pork-ribs-lb': ['Costela suína St. Louis', 'Costelinha temperada a seco e defumada até soltar do osso.'],
  'jalapeno-cheddar-sausage-lb': ['Linguiça de jalapeño e cheddar', 'Linguiça defumada de porco e boi com jalapeño e queijo cheddar.'],
  'polish-sausage-lb': ['Linguiça polonesa', 'Linguiça defumada de moagem grossa, com alho e bem crocante.'],
  'pulled-chicken-lb': ['Frango desfiado', 'Sobrecoxa de frango defumada, desfiada e regada no próprio caldo.'],
  // Plates.
  'one-meat-plate': ['Prato com 1 carne', 'A carne que você escolher, com dois acompanhamentos e pão.'],
  'two-meat-plate': ['Prato com 2 carnes', 'Duas carnes, dois acompanhamentos e pão. O preferido do nosso churrasqueiro.'],
  'three-meat-plate': ['Prato com 3 carnes', 'Três carnes, dois acompanhamentos e pão, para quem está com fome de verdade.'],
  'kids-plate': ['Prato kids', 'Uma carne, um acompanhamento e uma bebida. Crianças comem de graça aos domingos.'],
  // Sandwiches.
  'chopped-brisket-sandwich': ['Sanduíche de brisket picado', 'Brisket picado no molho sobre pão tostado; picles e cebola se você pedir.'],
  'pulled-pork-sandwich': ['Sanduíche de porco desfiado', 'Porco desfiado caprichado, coberto com salada de repolho.'],
  'smoked-turkey-sandwich': ['Sanduíche de peru defumado', 'Peito de peru defumado fatiado sobre pão tostado.'],
  'jalapeno-sausage-sandwich': ['Sanduíche de linguiça com jalapeño', 'Linguiça de jalapeño e cheddar aberta ao meio, com cebola grelhada.'],
  'westerner-sandwich': ['O Caubói', 'Brisket, linguiça, cheddar e anéis de cebola crocantes sobre pão tostado.'],
  // Sides.
  'mac-and-cheese': ['Macarrão com queijo', 'Macarrão cremoso com três queijos.'],
  coleslaw: ['Salada de repolho', 'Repolho crocante com molho cremoso.'],
  'baked-beans': ['Feijão assado', 'Feijão cozido lentamente com pontas de brisket.'],
  'potato-salad': ['Salada de batata', 'Salada de batata com mostarda, ovo e picles.'],
  'green-beans': ['Vagem', 'Vagem ao estilo do sul dos Estados Unidos, cozida com bacon.'],
  'fried-okra': ['Quiabo frito', 'Quiabo empanado no fubá e frito até ficar crocante.'],
  'waffle-fries': ['Batata waffle', 'Batatas temperadas em corte waffle.'],
  'creamed-spinach': ['Espinafre cremoso', 'Espinafre em molho cremoso de parmesão.'],
  // Family packs.
  'family-feast': ['Banquete da família (4 a 6 pessoas)', 'Quase um quilo de carne, três acompanhamentos médios, oito pãezinhos e molho.'],
  'brisket-family-pack': ['Combo brisket (4 a 6 pessoas)', 'Quase um quilo de brisket fatiado, três acompanhamentos médios e pão tostado texano.'],
  'ribs-and-chicken-pack': ['Combo costela e frango (4 a 6 pessoas)', 'Uma costela inteira, meio quilo de frango desfiado e três acompanhamentos médios.'],
  // Desserts.
  'banana-pudding': ['Pudim de banana', 'Creme de baunilha em camadas com banana e biscoitos.'],
  'peach-cobbler': ['Cobbler de pêssego', 'Pêssegos quentinhos sob uma massa amanteigada.'],
  'pecan-pie-slice': ['Torta de pecã', 'Uma bela fatia de torta de pecã ao estilo texano.'],
  'sweet-potato-pie': ['Torta de batata-doce', 'Recheio de batata-doce com especiarias numa massa folhada.'],
  // Drinks.
  'sweet-tea': ['Chá gelado adoçado', 'Chá preparado na hora e adoçado, como no sul dos Estados Unidos.'],
  'unsweet-tea': ['Chá gelado sem açúcar', 'Chá gelado preparado na hora, sem açúcar.'],
  lemonade: ['Limonada', 'Limonada espremida na hora.'],
  'fountain-drink': ['Refrigerante', 'O refrigerante que você preferir.'],
  'bottled-water': ['Água mineral', 'Água mineral sem gás, 500 ml.'],
};

export const PT_BR_CHOICES: Readonly<Record<string, string>> = {
  // Groups.
  'Sauce on the Side': 'Molho à parte',
  'Choose 1 Side': 'Escolha 1 acompanhamento',
  'Choose 2 Sides': 'Escolha 2 acompanhamentos',
  'Choose 3 Sides': 'Escolha 3 acompanhamentos',
  'Choose 1 Meat': 'Escolha 1 carne',
  'Choose 2 Meats': 'Escolha 2 carnes',
  'Choose 3 Meats': 'Escolha 3 carnes',
  Bread: 'Pão',
  'Brisket Cut': 'Corte do brisket',
  'Sandwich Size': 'Tamanho do sanduíche',
  'Side Size': 'Tamanho do acompanhamento',
  'Drink Size': 'Tamanho da bebida',
  // Sauces.
  'Original Barbecue Sauce': 'Molho barbecue original',
  'Spicy Barbecue Sauce': 'Molho barbecue apimentado',
  'Sweet Honey Sauce': 'Molho doce de mel',
  'Tangy Mustard Sauce': 'Molho de mostarda',
  // Sides.
  'Mac & Cheese': 'Macarrão com queijo',
  Coleslaw: 'Salada de repolho',
  'Baked Beans': 'Feijão assado',
  'Potato Salad': 'Salada de batata',
  'Green Beans': 'Vagem',
  'Fried Okra': 'Quiabo frito',
  'Waffle Fries': 'Batata waffle',
  'Creamed Spinach': 'Espinafre cremoso',
  // Meats.
  'Beef Brisket': 'Brisket bovino',
  'Pulled Pork': 'Porco desfiado',
  'Smoked Turkey': 'Peru defumado',
  'Pork Ribs': 'Costela suína',
  'Jalapeño Cheddar Sausage': 'Linguiça de jalapeño e cheddar',
  'Polish Sausage': 'Linguiça polonesa',
  'Pulled Chicken': 'Frango desfiado',
  // Breads, cuts and sizes.
  'Texas Toast': 'Pão tostado texano',
  'Buttered Roll': 'Pãozinho com manteiga',
  'Cornbread Muffin': 'Broa de milho',
  Lean: 'Magro',
  Moist: 'Suculento',
  'Half & Half': 'Meio a meio',
  Classic: 'Clássico',
  "Big 'Un": 'O Grandão',
  Individual: 'Individual',
  'Pint (serves 2-3)': 'Médio (2 a 3 pessoas)',
  'Quart (serves 4-6)': 'Grande (4 a 6 pessoas)',
  Regular: 'Normal',
  Large: 'Grande',
  'Half Gallon': 'Jarra de 1,9 l',
};
