/**
 * The everyday menu in Mexican Spanish, the menu the stores in Mexico sell: each item's name and
 * description by its slug, and each choice and choice group by its English title (a choice reads
 * the same in every group that offers it). The seed stores them as the es-mx translations; an
 * item or choice missing here reads in English.
 */
import type { TranslatedText } from './types';

export const ES_MX_ITEMS: Readonly<Record<string, TranslatedText>> = {
  // Meats by the pound.
  'beef-brisket-lb': ['Brisket de res', 'Ahumado con leña de nogal durante 14 horas y rebanado al momento.'],
  'pulled-pork-lb': ['Cerdo deshebrado', 'Paleta de cerdo ahumada a fuego lento y deshebrada a mano.'],
  'smoked-turkey-lb': ['Pechuga de pavo ahumada', 'Pechuga de pavo magra con costra de pimienta.'],
  'pork-ribs-lb': ['Costillas de cerdo estilo San Luis', 'Costillas con adobo seco, ahumadas hasta que se desprenden del hueso.'],
  'jalapeno-cheddar-sausage-lb': ['Salchicha de jalapeño y cheddar', 'Salchicha ahumada de cerdo y res con jalapeño y queso cheddar.'],
  'polish-sausage-lb': ['Salchicha polaca', 'Salchicha ahumada de molienda gruesa, con ajo y bien crujiente.'],
  'pulled-chicken-lb': ['Pollo deshebrado', 'Muslos de pollo ahumados, deshebrados y bañados en su jugo.'],
  // Plates.
  'one-meat-plate': ['Plato de 1 carne', 'La carne que elijas con dos guarniciones y pan.'],
  'two-meat-plate': ['Plato de 2 carnes', 'Dos carnes, dos guarniciones y pan. El favorito del maestro parrillero.'],
  'three-meat-plate': ['Plato de 3 carnes', 'Tres carnes, dos guarniciones y pan, para los de buen apetito.'],
  'kids-plate': ['Plato infantil', 'Una carne, una guarnición y una bebida. Los niños comen gratis los domingos.'],
  // Sandwiches.
  'chopped-brisket-sandwich': ['Sándwich de brisket picado', 'Brisket picado en salsa sobre pan tostado; pepinillos y cebolla si los pides.'],
  'pulled-pork-sandwich': ['Sándwich de cerdo deshebrado', 'Cerdo deshebrado bien servido, con ensalada de col encima.'],
  'smoked-turkey-sandwich': ['Sándwich de pavo ahumado', 'Pechuga de pavo ahumada en rebanadas sobre pan tostado.'],
  'jalapeno-sausage-sandwich': ['Sándwich de salchicha con jalapeño', 'Salchicha de jalapeño y cheddar abierta a lo largo, con cebolla asada.'],
  'westerner-sandwich': ['El Vaquero', 'Brisket, salchicha, cheddar y aros de cebolla crujientes sobre pan tostado.'],
  // Sides.
  'mac-and-cheese': ['Macarrones con queso', 'Coditos cremosos con tres quesos.'],
  coleslaw: ['Ensalada de col', 'Col crujiente con aderezo cremoso.'],
  'baked-beans': ['Frijoles horneados', 'Frijoles cocidos a fuego lento con puntas de brisket.'],
  'potato-salad': ['Ensalada de papa', 'Ensalada de papa con mostaza, huevo y pepinillo.'],
  'green-beans': ['Ejotes', 'Ejotes al estilo sureño, cocidos con tocino.'],
  'fried-okra': ['Okra frita', 'Okra empanizada con harina de maíz y frita hasta quedar crujiente.'],
  'waffle-fries': ['Papas waffle', 'Papas sazonadas en corte waffle.'],
  'creamed-spinach': ['Espinacas a la crema', 'Espinacas en salsa cremosa de parmesano.'],
  // Family packs.
  'family-feast': ['Festín familiar (4 a 6 personas)', 'Casi un kilo de carne, tres guarniciones medianas, ocho bollos y salsa.'],
  'brisket-family-pack': ['Paquete brisket (4 a 6 personas)', 'Casi un kilo de brisket rebanado, tres guarniciones medianas y pan tostado texano.'],
  'ribs-and-chicken-pack': ['Paquete de costillas y pollo (4 a 6 personas)', 'Un costillar completo, medio kilo de pollo deshebrado y tres guarniciones medianas.'],
  // Desserts.
  'banana-pudding': ['Pudín de plátano', 'Pudín de vainilla en capas con plátano y galletas.'],
  'peach-cobbler': ['Crujiente de durazno', 'Duraznos de Georgia calientes bajo una costra de mantequilla.'],
  'pecan-pie-slice': ['Pay de nuez', 'Una buena rebanada de pay de nuez estilo Texas.'],
  'sweet-potato-pie': ['Pay de camote', 'Relleno especiado de camote en una costra hojaldrada.'],
  // Drinks.
  'sweet-tea': ['Té helado dulce', 'Té recién preparado y endulzado, como en el sur de Estados Unidos.'],
  'unsweet-tea': ['Té helado sin azúcar', 'Té helado recién preparado, sin azúcar.'],
  lemonade: ['Limonada', 'Limonada recién exprimida.'],
  'fountain-drink': ['Refresco de máquina', 'El refresco que prefieras.'],
  'bottled-water': ['Agua embotellada', 'Agua natural de manantial, 500 ml.'],
};

export const ES_MX_CHOICES: Readonly<Record<string, string>> = {
  // Groups.
  'Sauce on the Side': 'Salsa aparte',
  'Choose 1 Side': 'Elige 1 guarnición',
  'Choose 2 Sides': 'Elige 2 guarniciones',
  'Choose 3 Sides': 'Elige 3 guarniciones',
  'Choose 1 Meat': 'Elige 1 carne',
  'Choose 2 Meats': 'Elige 2 carnes',
  'Choose 3 Meats': 'Elige 3 carnes',
  Bread: 'Pan',
  'Brisket Cut': 'Corte del brisket',
  'Sandwich Size': 'Tamaño del sándwich',
  'Side Size': 'Tamaño de la guarnición',
  'Drink Size': 'Tamaño de la bebida',
  // Sauces.
  'Original Barbecue Sauce': 'Salsa barbecue original',
  'Spicy Barbecue Sauce': 'Salsa barbecue picante',
  'Sweet Honey Sauce': 'Salsa dulce de miel',
  'Tangy Mustard Sauce': 'Salsa de mostaza',
  // Sides.
  'Mac & Cheese': 'Macarrones con queso',
  Coleslaw: 'Ensalada de col',
  'Baked Beans': 'Frijoles horneados',
  'Potato Salad': 'Ensalada de papa',
  'Green Beans': 'Ejotes',
  'Fried Okra': 'Okra frita',
  'Waffle Fries': 'Papas waffle',
  'Creamed Spinach': 'Espinacas a la crema',
  // Meats.
  'Beef Brisket': 'Brisket de res',
  'Pulled Pork': 'Cerdo deshebrado',
  'Smoked Turkey': 'Pavo ahumado',
  'Pork Ribs': 'Costillas de cerdo',
  'Jalapeño Cheddar Sausage': 'Salchicha de jalapeño y cheddar',
  'Polish Sausage': 'Salchicha polaca',
  'Pulled Chicken': 'Pollo deshebrado',
  // Breads, cuts and sizes.
  'Texas Toast': 'Pan tostado texano',
  'Buttered Roll': 'Bollo con mantequilla',
  'Cornbread Muffin': 'Panqué de maíz',
  Lean: 'Magro',
  Moist: 'Jugoso',
  'Half & Half': 'Mitad y mitad',
  Classic: 'Clásico',
  "Big 'Un": 'El Grandote',
  Individual: 'Individual',
  'Pint (serves 2-3)': 'Mediana (2 a 3 personas)',
  'Quart (serves 4-6)': 'Grande (4 a 6 personas)',
  Regular: 'Regular',
  Large: 'Grande',
  'Half Gallon': 'Jarra de 1.9 l',
};
