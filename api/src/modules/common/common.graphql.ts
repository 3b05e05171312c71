import { GraphQLError } from 'graphql';
import { builder } from '../../builder';
import type { Localized, LocalizedList, LocalizedRichText } from './localized';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

builder.scalarType('Date', {
  description: 'A calendar date, YYYY-MM-DD.',
  serialize: (value) => value,
  parseValue: (value) => {
    if (typeof value !== 'string' || !datePattern.test(value) || Number.isNaN(Date.parse(value))) {
      // A GraphQLError: inside an input object's variable, the compiled executor answers any other error as a 500.
      throw new GraphQLError('A Date is a string of the form YYYY-MM-DD.', {
        extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'date', code: 'date_invalid' }] },
      });
    }
    return value;
  },
});

builder.scalarType('File', {
  description: 'A file sent with a GraphQL multipart request.',
  serialize: () => {
    throw new TypeError('File is an input type only.');
  },
});

builder.scalarType('RichText', {
  description:
    'A rich-text document: the JSON tree of headings, paragraphs, lists, quotes, links and images the content ' +
    'schema allows (ProseMirror form). The API refuses anything else.',
  serialize: (value) => value,
  parseValue: (value) => value,
});

export const LocalizedRichTextRef = builder.objectRef<LocalizedRichText>('LocalizedRichText').implement({
  description: 'A rich-text document in each language.',
  fields: (t) => ({ ar: t.expose('ar', { type: 'RichText' }), en: t.expose('en', { type: 'RichText' }) }),
});

export const LocalizedTextRef = builder.objectRef<Localized>('LocalizedText').implement({
  description: 'A text in both languages, so the client cache never mixes them.',
  fields: (t) => ({ ar: t.exposeString('ar'), en: t.exposeString('en') }),
});

export const LocalizedListRef = builder.objectRef<LocalizedList>('LocalizedList').implement({
  description: 'A list of texts in both languages.',
  fields: (t) => ({ ar: t.exposeStringList('ar'), en: t.exposeStringList('en') }),
});

export const PhoneNumberInputRef = builder.inputType('PhoneNumberInput', {
  description: 'A phone as the phone input holds it; the API reads it with phoneSchema and stores E.164.',
  fields: (t) => ({
    country: t.string({ required: true, description: 'ISO 3166-1 alpha-2 code of the chosen country, e.g. SA.' }),
    number: t.string({
      required: true,
      description: 'As typed: starting with + it is international, else read against country.',
    }),
  }),
});

export const LocalizedTextInputRef = builder.inputType('LocalizedTextInput', {
  description: 'A text in both languages, as staff write it.',
  fields: (t) => ({ ar: t.string({ required: true }), en: t.string({ required: true }) }),
});

export const LocalizedListInputRef = builder.inputType('LocalizedListInput', {
  description: 'A list in both languages: the same entries in the same order.',
  fields: (t) => ({ ar: t.stringList({ required: true }), en: t.stringList({ required: true }) }),
});

export const LocalizedRichTextInputRef = builder.inputType('LocalizedRichTextInput', {
  description: 'A rich-text document in each language.',
  fields: (t) => ({
    ar: t.field({ type: 'RichText', required: true }),
    en: t.field({ type: 'RichText', required: true }),
  }),
});
