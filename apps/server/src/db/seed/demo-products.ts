import type { ProductInput } from './factories';

type Row = [kodex: string, de: string, it: string, en: string, grams: number, centsPerPiece: number, weighed?: boolean];

/** A South Tyrolean bakery's range; prices per piece turn into gram prices (6 decimals). */
const ROWS: Row[] = [
  ['1001', 'Semmel', 'Rosetta', 'Bread roll', 50, 45],
  ['1002', 'Kaisersemmel', 'Michetta imperiale', 'Kaiser roll', 60, 55],
  ['1003', 'Vinschgerle', 'Venostano', 'Vinschgau rye flatbread', 90, 90],
  ['1004', 'Schüttelbrot', 'Pane croccante Schüttelbrot', 'Schüttelbrot crispbread', 200, 420],
  ['1005', 'Bauernbrot', 'Pane contadino', "Farmer's bread", 1000, 520, true],
  ['1006', 'Roggenbrot', 'Pane di segale', 'Rye bread', 750, 450, true],
  ['1007', 'Dinkelbrot', 'Pane di farro', 'Spelt bread', 500, 480, true],
  ['1008', 'Vollkornbrot', 'Pane integrale', 'Wholemeal bread', 750, 495, true],
  ['1009', 'Laugenbrezel', 'Brezel', 'Pretzel', 80, 85],
  ['1010', 'Laugenstange', 'Filoncino al lievito alcalino', 'Lye stick', 70, 75],
  ['1011', 'Mohnweckerl', 'Panino ai semi di papavero', 'Poppy seed roll', 60, 60],
  ['1012', 'Sesamweckerl', 'Panino al sesamo', 'Sesame roll', 60, 60],
  ['1013', 'Kornspitz', 'Kornspitz', 'Multigrain roll', 70, 75],
  ['1014', 'Ciabatta', 'Ciabatta', 'Ciabatta', 300, 260],
  ['1015', 'Baguette', 'Baguette', 'Baguette', 250, 190],
  ['1016', 'Toastbrot', 'Pane in cassetta', 'Sandwich loaf', 500, 350],
  ['1017', 'Buttercroissant', 'Cornetto al burro', 'Butter croissant', 60, 120],
  ['1018', 'Marmeladecroissant', 'Cornetto alla marmellata', 'Jam croissant', 80, 130],
  ['1019', 'Vollkorncroissant', 'Cornetto integrale', 'Wholemeal croissant', 70, 130],
  ['1020', 'Apfelstrudel', 'Strudel di mele', 'Apple strudel', 1200, 1680, true],
  ['1021', 'Topfenstrudel', 'Strudel di ricotta', 'Quark strudel', 1000, 1550, true],
  ['1022', 'Krapfen', 'Krapfen', 'Doughnut', 90, 150],
  ['1023', 'Zelten', 'Zelten', 'Christmas fruit bread', 500, 1450],
  ['1024', 'Milchbrot', 'Pan brioche', 'Milk bread', 400, 390],
  ['1025', 'Glutenfreies Brot', 'Pane senza glutine', 'Gluten-free bread', 400, 590],
  ['1026', 'Fladenbrot', 'Focaccia', 'Flatbread', 300, 280],
  ['1027', 'Nussbrot', 'Pane alle noci', 'Walnut bread', 500, 560, true],
  ['1028', 'Früchtebrot', 'Pane alla frutta', 'Fruit loaf', 500, 690],
  ['1029', 'Zopf', 'Treccia dolce', 'Plaited sweet bread', 450, 480],
  ['1030', 'Pinza', 'Pinza', 'Pinza Easter bread', 600, 720],
];

/**
 * Pastry and sweet baked goods at 10 % (D.P.R. 633/72 Tab. A parte III: prodotti della pasticceria):
 * croissants, strudel, Krapfen, Zelten, pan brioche, fruit loaf, Zopf, Pinza — made with sugar, eggs
 * or butter. Ordinary bread stays at 4 % (Tab. A parte II: pane … senza aggiunta di zuccheri, miele,
 * uova o formaggio).
 */
const PASTRY_KODEX = new Set(['1017', '1018', '1019', '1020', '1021', '1022', '1023', '1024', '1028', '1029', '1030']);

/** Gram price (EUR, 6 decimals) of a piece price in cents: micro-euros per gram, rounded half-up, integer only. */
function gramPrice(cents: number, grams: number): string {
  const microPerGram = (BigInt(cents) * 10_000n + BigInt(grams) / 2n) / BigInt(grams);
  return `${microPerGram / 1_000_000n}.${(microPerGram % 1_000_000n).toString().padStart(6, '0')}`;
}

export function demoProducts(priceListIds: number[]): ProductInput[] {
  return ROWS.map(([kodex, de, it, en, grams, cents, weighed], i) => ({
    name: { de, it, en },
    description: {
      de: `${de} aus unserer Backstube, ca. ${grams} g.`,
      it: `${it} del nostro forno, circa ${grams} g.`,
      en: `${en} from our bakehouse, about ${grams} g.`,
    },
    gramPrice: gramPrice(cents, grams),
    approxWeight: grams,
    haveToWeight: weighed ?? false,
    easybackKodex: kodex,
    displayOrder: i,
    vatValue: PASTRY_KODEX.has(kodex) ? '10' : '4',
    priceListIds,
  }));
}
