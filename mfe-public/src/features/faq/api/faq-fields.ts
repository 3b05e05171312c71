export type Localized = { ar: string; en: string };

export interface FaqQuestion {
  id: string;
  question: Localized;
  answer: Localized;
}

export interface FaqCategorySummary {
  id: string;
  name: Localized;
}

export interface FaqCategory extends FaqCategorySummary {
  questions: FaqQuestion[];
}
