/** The API refuses longer searches; a longer one in a shared link is cut rather than failing. */
export const maxFaqSearchLength = 100;

/** The FAQ search held in the URL (`?q=`), trimmed; '' when there is none. */
export function parseFaqSearch(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim().slice(0, maxFaqSearchLength).trim();
}

/** Where a search shows its results: the FAQ page with `?q=`, or the plain FAQ page for an empty search. */
export function faqSearchPath(search: string): string {
  const text = search.trim().slice(0, maxFaqSearchLength).trim();
  return text ? `/faq?${new URLSearchParams({ q: text }).toString()}` : '/faq';
}

export function faqCategoryPath(id: string): string {
  return `/faq/${encodeURIComponent(id)}`;
}

/** Groups questions by their category, keeping the order in which categories first appear. */
export function groupByCategory<Question extends { category: { id: string } }>(
  questions: Question[],
): { category: Question['category']; questions: Question[] }[] {
  const groups = new Map<string, { category: Question['category']; questions: Question[] }>();
  for (const question of questions) {
    const group = groups.get(question.category.id);
    if (group) group.questions.push(question);
    else groups.set(question.category.id, { category: question.category, questions: [question] });
  }
  return [...groups.values()];
}
