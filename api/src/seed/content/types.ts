export type Localized = { ar: string; en: string };

export type LocalizedList = { ar: string[]; en: string[] };

export type PractitionerCategory = 'physician' | 'psychotherapist' | 'therapist';

export type ClassificationLevel =
  'registrar' | 'senior_registrar' | 'consultant' | 'subspecialty_consultant' | 'specialist' | 'senior_specialist';

export interface SeedPractitioner {
  category: PractitionerCategory;
  gender: 'male' | 'female';
  name: Localized;
  title: Localized;
  bio: Localized;
  specializations: LocalizedList;
  secondarySpecialties: LocalizedList;
  /** ISO 639-1 codes, e.g. ['ar', 'en'] */
  languages: string[];
  education: LocalizedList;
  yearsOfExperience: number;
  rating: number;
  ratingCount: number;
  /** Price in SAR per 30 minutes. */
  priceSar: number;
  consultationTypes: ('psychological' | 'family')[];
  communicationStyles: ('chat' | 'voice' | 'video')[];
  classified: boolean;
  classificationLevel: ClassificationLevel | null;
  /** YYYY-MM-DD */
  registrationVerifiedOn: string;
  /** YYYY-MM-DD */
  joinedOn: string;
}

export interface SeedTag {
  slug: string;
  name: Localized;
}

export interface SeedArticle {
  slug: string;
  kind: 'blog' | 'news';
  title: Localized;
  summary: Localized;
  body: LocalizedList;
  /** Tag slugs. */
  tags: string[];
  /** YYYY-MM-DD */
  publishedOn: string;
}

export interface SeedFaqCategory {
  slug: string;
  name: Localized;
  questions: { question: Localized; answer: Localized }[];
}
