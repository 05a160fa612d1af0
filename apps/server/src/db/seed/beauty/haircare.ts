import type { BeautySeed } from './beauty-seed';

/**
 * Beauty facts of the Haircare products, keyed by product name; INCI text as printed on the label.
 * Skin types here describe the scalp (an oily-scalp shampoo is for `oily`).
 */
export const HAIRCARE_BEAUTY: Record<string, BeautySeed> = {
  'Black Ginseng Strengthening Shampoo': {
    brand: 'Gureum',
    productType: 'shampoo',
    skinTypes: ['oily', 'normal'],
    concerns: ['thinning-hair', 'oiliness'],
    inci: 'Water, Sodium Methyl Cocoyl Taurate, Cocamidopropyl Betaine, Disodium Cocoyl Glutamate, Lauryl Glucoside, Glycerin, Lactobacillus/Panax Ginseng Root Ferment Filtrate, Panthenol, Biotin, Niacinamide, Polyquaternium-10, Menthol, Mentha Piperita (Peppermint) Oil, Citric Acid, Sodium Benzoate, Potassium Sorbate, Limonene',
    keyIngredients: [
      'Lactobacillus/Panax Ginseng Root Ferment Filtrate',
      'Biotin',
      'Panthenol',
      'Mentha Piperita (Peppermint) Oil',
    ],
  },
  'Camellia Oil Silky Hair Serum': {
    brand: 'Jeju Dawn',
    productType: 'hair-oil',
    skinTypes: [],
    concerns: ['frizz', 'damaged-hair'],
    inci: 'Camellia Japonica Seed Oil, Caprylic/Capric Triglyceride, Argania Spinosa Kernel Oil, Squalane, Tocopherol, Parfum, Linalool, Limonene',
    keyIngredients: ['Camellia Japonica Seed Oil', 'Argania Spinosa Kernel Oil', 'Tocopherol'],
  },
  'Rice Protein Repair Conditioner': {
    brand: 'Gureum',
    productType: 'conditioner',
    skinTypes: [],
    concerns: ['damaged-hair'],
    inci: 'Water, Cetearyl Alcohol, Behentrimonium Chloride, Glycerin, Oryza Sativa (Rice) Bran Oil, Hydrolyzed Rice Protein, Stearamidopropyl Dimethylamine, Panthenol, Ceramide NP, Guar Hydroxypropyltrimonium Chloride, Citric Acid, Phenoxyethanol, Sodium Benzoate, Parfum, Hexyl Cinnamal, Linalool',
    keyIngredients: ['Hydrolyzed Rice Protein', 'Oryza Sativa (Rice) Bran Oil', 'Ceramide NP', 'Panthenol'],
  },
  'Argan Keratin Treatment Mask': {
    brand: 'Gureum',
    productType: 'hair-mask',
    skinTypes: [],
    concerns: ['damaged-hair', 'frizz'],
    inci: 'Water, Cetearyl Alcohol, Behentrimonium Chloride, Argania Spinosa Kernel Oil, Amodimethicone, Cetrimonium Chloride, Hydrolyzed Keratin, Hydrolyzed Collagen, Ceramide NP, Glycerin, Isopropyl Alcohol, Trideceth-12, Citric Acid, Phenoxyethanol, Parfum, Benzyl Salicylate, Hexyl Cinnamal, Linalool',
    keyIngredients: [
      'Hydrolyzed Keratin',
      'Argania Spinosa Kernel Oil',
      'Hydrolyzed Collagen',
      'Ceramide NP',
    ],
  },
  'Peppermint Scalp Scaling Shampoo': {
    brand: 'Gureum',
    productType: 'shampoo',
    skinTypes: ['oily'],
    concerns: ['flaky-scalp', 'oiliness'],
    inci: 'Water, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Sodium Chloride, Glycerin, Salicylic Acid, Menthol, Mentha Piperita (Peppermint) Oil, Melaleuca Alternifolia (Tea Tree) Leaf Oil, Polyquaternium-10, Glycol Distearate, Citric Acid, Sodium Benzoate, Limonene',
    keyIngredients: [
      'Salicylic Acid',
      'Mentha Piperita (Peppermint) Oil',
      'Melaleuca Alternifolia (Tea Tree) Leaf Oil',
      'Menthol',
    ],
  },
  'Green Tea Scalp Care Tonic': {
    brand: 'Jeju Dawn',
    productType: 'scalp-treatment',
    skinTypes: ['oily', 'normal', 'sensitive'],
    concerns: ['sensitivity', 'oiliness'],
    inci: 'Water, Butylene Glycol, Camellia Sinensis Leaf Extract, Niacinamide, Panthenol, Artemisia Princeps Leaf Extract, Glycerin, PEG-40 Hydrogenated Castor Oil, Allantoin, 1,2-Hexanediol, Citric Acid, Sodium Citrate, Ethylhexylglycerin',
    keyIngredients: [
      'Camellia Sinensis Leaf Extract',
      'Niacinamide',
      'Panthenol',
      'Artemisia Princeps Leaf Extract',
    ],
  },
  'Rose Water Hair Perfume Mist': {
    brand: 'Gureum',
    productType: 'hair-mist',
    skinTypes: [],
    concerns: [],
    inci: 'Alcohol Denat., Water, Rosa Damascena Flower Water, Parfum, Glycerin, Panthenol, Argania Spinosa Kernel Oil, PEG-40 Hydrogenated Castor Oil, Phenoxyethanol, Citronellol, Geraniol, Linalool',
    keyIngredients: ['Rosa Damascena Flower Water', 'Argania Spinosa Kernel Oil', 'Panthenol'],
  },
  'Silk Protein Leave-In Cream': {
    brand: 'Gureum',
    productType: 'leave-in',
    skinTypes: [],
    concerns: ['frizz', 'damaged-hair'],
    inci: 'Water, Cyclopentasiloxane, Cetearyl Alcohol, Dimethicone, Glycerin, Behentrimonium Chloride, Camellia Japonica Seed Oil, Silk Amino Acids, Hydrolyzed Silk, Hydrolyzed Rice Protein, Polyquaternium-37, Panthenol, Phenoxyethanol, Ethylhexylglycerin, Parfum, Linalool',
    keyIngredients: ['Silk Amino Acids', 'Hydrolyzed Rice Protein', 'Camellia Japonica Seed Oil'],
  },
  'Biotin Volume Root Tonic': {
    brand: 'Gureum',
    productType: 'scalp-treatment',
    skinTypes: [],
    concerns: ['thinning-hair'],
    inci: 'Water, Alcohol Denat., PVP, Butylene Glycol, Caffeine, Panax Ginseng Root Extract, Biotin, Acetyl Tetrapeptide-3, Panthenol, Niacinamide, PEG-40 Hydrogenated Castor Oil, Polyquaternium-11, Phenoxyethanol, Parfum, Limonene',
    keyIngredients: ['Biotin', 'Caffeine', 'Acetyl Tetrapeptide-3', 'Panax Ginseng Root Extract'],
  },
  'Fermented Soybean Scalp Scrub': {
    brand: 'Gureum',
    productType: 'scalp-scrub',
    skinTypes: ['oily'],
    concerns: ['oiliness', 'flaky-scalp'],
    inci: 'Maris Sal (Sea Salt), Water, Sodium C14-16 Olefin Sulfonate, Cocamidopropyl Betaine, Glycerin, Lactobacillus/Soybean Ferment Extract, Salicylic Acid, Camellia Sinensis Leaf Extract, Menthol, Xanthan Gum, Citric Acid, Sodium Benzoate, Parfum',
    keyIngredients: [
      'Lactobacillus/Soybean Ferment Extract',
      'Maris Sal (Sea Salt)',
      'Salicylic Acid',
      'Camellia Sinensis Leaf Extract',
    ],
  },
  '10-Second Miracle Hair Treatment': {
    brand: 'Gureum',
    productType: 'hair-treatment',
    skinTypes: [],
    concerns: ['damaged-hair'],
    inci: 'Water, Cetearyl Alcohol, Behentrimonium Chloride, Amodimethicone, Argania Spinosa Kernel Oil, Hydrolyzed Wheat Protein, Ceramide NP, Panthenol, Glycerin, Dimethicone, Trideceth-10, Cetrimonium Chloride, Citric Acid, Methylparaben, Propylparaben, Parfum, Hexyl Cinnamal',
    keyIngredients: ['Hydrolyzed Wheat Protein', 'Ceramide NP', 'Argania Spinosa Kernel Oil', 'Panthenol'],
  },
  'Keratin Hair Mask Cap': {
    brand: 'Gureum',
    productType: 'hair-mask',
    skinTypes: [],
    concerns: ['damaged-hair'],
    inci: 'Water, Cetearyl Alcohol, Paraffinum Liquidum, Behentrimonium Chloride, Hydrolyzed Keratin, Hydrolyzed Collagen, Argania Spinosa Kernel Oil, Glycerin, Phenoxyethanol, Ethylhexylglycerin, Parfum',
    keyIngredients: ['Hydrolyzed Keratin', 'Hydrolyzed Collagen', 'Argania Spinosa Kernel Oil'],
  },
};
