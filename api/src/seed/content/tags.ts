import type { SeedTag } from './types';

export const tags: SeedTag[] = [
  { slug: 'anxiety', name: { ar: 'القلق', en: 'Anxiety' } },
  { slug: 'depression', name: { ar: 'الاكتئاب', en: 'Depression' } },
  { slug: 'family', name: { ar: 'الأسرة', en: 'Family' } },
  { slug: 'parenting', name: { ar: 'التربية', en: 'Parenting' } },
  { slug: 'work-stress', name: { ar: 'ضغوط العمل', en: 'Work stress' } },
  { slug: 'sleep', name: { ar: 'النوم', en: 'Sleep' } },
  { slug: 'relationships', name: { ar: 'العلاقات', en: 'Relationships' } },
  { slug: 'self-care', name: { ar: 'العناية بالذات', en: 'Self-care' } },
  { slug: 'children', name: { ar: 'الأطفال', en: 'Children' } },
  { slug: 'platform-news', name: { ar: 'أخبار المنصة', en: 'Platform news' } },
  { slug: 'partnerships', name: { ar: 'الشراكات', en: 'Partnerships' } },
  { slug: 'events', name: { ar: 'الفعاليات', en: 'Events' } },
  { slug: 'research', name: { ar: 'الأبحاث', en: 'Research' } },
  { slug: 'awareness', name: { ar: 'التوعية', en: 'Awareness' } },
  { slug: 'tips', name: { ar: 'نصائح', en: 'Tips' } },
  { slug: 'grief', name: { ar: 'الحزن والفقد', en: 'Grief' } },
];
