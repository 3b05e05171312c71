import type { ListingDetail } from '../api/get-listing';
import { draftOf, listingInputOf } from './listing-draft';

const listing: ListingDetail = {
  id: '3',
  status: 'PUBLISHED',
  version: 2,
  category: 'PHYSICIAN',
  gender: 'MALE',
  name: { ar: 'عمر سعيد', en: 'Omar Said' },
  title: { ar: 'استشاري الطب النفسي', en: 'Consultant psychiatrist' },
  bio: { ar: 'نبذة.', en: 'A bio.' },
  specializations: { ar: ['القلق'], en: ['Anxiety'] },
  secondarySpecialties: { ar: [], en: [] },
  concerns: ['anxiety'],
  languages: ['ar'],
  education: { ar: ['البورد السعودي', 'زمالة'], en: ['Saudi Board', 'Fellowship'] },
  yearsOfExperience: 12,
  consultationTypes: ['PSYCHOLOGICAL', 'FAMILY'],
  communicationStyles: ['VOICE'],
  classified: true,
  classificationLevel: 'CONSULTANT',
  registrationNumber: null,
  registrationExpiresOn: null,
  registrationVerifiedOn: '2026-01-05',
  photoMediaId: null,
  priceSar: 250,
  urgent: true,
  position: 0,
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('a listing’s form values', () => {
  it('writes lists a line each and numbers as text, and sends the same listing back unchanged', () => {
    const draft = draftOf(listing);
    expect(draft).toMatchObject({
      version: 2,
      education: { ar: 'البورد السعودي\nزمالة', en: 'Saudi Board\nFellowship' },
      priceSar: '250',
      position: '0',
      registrationNumber: '',
      registrationExpiresOn: '',
      classificationLevel: 'CONSULTANT',
    });
    expect(listingInputOf(draft)).toEqual({
      fields: [],
      input: expect.objectContaining({
        education: listing.education,
        priceSar: 250,
        position: 0,
        yearsOfExperience: 12,
        registrationNumber: null,
        registrationExpiresOn: null,
        registrationVerifiedOn: '2026-01-05',
        classificationLevel: 'CONSULTANT',
      }),
    });
  });

  it('drops empty lines, reads Arabic-Indic digits and dates typed loosely, and leaves empty optional fields out', () => {
    const { input, fields } = listingInputOf({
      ...draftOf(listing),
      specializations: { ar: '\n القلق \n\n', en: 'Anxiety\n' },
      priceSar: ' ٣٠٠ ',
      position: '',
      registrationExpiresOn: '٢٠٢٧/١/٩',
      classificationLevel: '',
    });
    expect(fields).toEqual([]);
    expect(input).toMatchObject({
      specializations: { ar: ['القلق'], en: ['Anxiety'] },
      priceSar: 300,
      position: null,
      registrationExpiresOn: '2027-01-09',
      classificationLevel: null,
    });
  });

  it('names the numbers and dates it cannot send, and the required ones left empty', () => {
    const { fields } = listingInputOf({
      ...draftOf(listing),
      yearsOfExperience: '',
      priceSar: '12.5',
      position: '-1',
      registrationExpiresOn: '2027-02-30',
      registrationVerifiedOn: ' ',
    });
    expect(fields).toEqual([
      { path: 'yearsOfExperience', code: 'required' },
      { path: 'registrationExpiresOn', code: 'date_invalid' },
      { path: 'registrationVerifiedOn', code: 'required' },
      { path: 'priceSar', code: 'number_invalid' },
      { path: 'position', code: 'number_invalid' },
    ]);
  });
});
