import type { PractitionerProfile } from '../api/get-practitioner';
import { practitionerJsonLd } from './practitioner-json-ld';

const physician: PractitionerProfile = {
  id: '1',
  category: 'PHYSICIAN',
  gender: 'FEMALE',
  name: { ar: 'د. نورة القحطاني', en: 'Dr. Noura Al-Qahtani' },
  title: { ar: 'استشارية الطب النفسي', en: 'Consultant Psychiatrist' },
  bio: { ar: 'نبذة', en: 'A short bio.' },
  specializations: { ar: ['القلق', 'الاكتئاب'], en: ['Anxiety', 'Depression'] },
  secondarySpecialties: { ar: ['اضطرابات النوم'], en: ['Sleep disorders'] },
  languages: ['ar', 'en'],
  education: { ar: ['بكالوريوس الطب'], en: ['MBBS, King Saud University'] },
  yearsOfExperience: 16,
  rating: 4.9,
  ratingCount: 842,
  priceSar: 400,
  consultationTypes: ['PSYCHOLOGICAL'],
  communicationStyles: ['CHAT', 'VIDEO'],
  classified: true,
  classificationLevel: 'CONSULTANT',
  registrationVerifiedOn: '2022-11-20',
  registrationNumber: null,
  registrationExpiresOn: null,
  urgent: false,
  photoUrl: null,
  photo: null,
};

const url = 'https://sakina.example/en/practitioners/practitioner_1';

describe('practitionerJsonLd', () => {
  it('describes a physician as a schema.org Physician with specialities, price and rating', () => {
    const data = practitionerJsonLd(physician, { locale: 'en', url });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Physician',
      url,
      name: 'Dr. Noura Al-Qahtani',
      alternateName: 'د. نورة القحطاني',
      description: 'A short bio.',
      knowsLanguage: ['ar', 'en'],
      medicalSpecialty: [
        { '@type': 'MedicalSpecialty', name: 'Anxiety' },
        { '@type': 'MedicalSpecialty', name: 'Depression' },
        { '@type': 'MedicalSpecialty', name: 'Sleep disorders' },
      ],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9, ratingCount: 842, bestRating: 5 },
    });
    expect(data).not.toHaveProperty('image');
  });

  it('describes other practitioners as a Person with MedicalSpecialty knowledge, in the page language', () => {
    const therapist: PractitionerProfile = { ...physician, category: 'THERAPIST', photoUrl: '/media/photo.jpg' };
    const data = practitionerJsonLd(therapist, {
      locale: 'ar',
      url: 'https://sakina.example/practitioners/practitioner_1',
    });
    expect(data).toMatchObject({
      '@type': 'Person',
      name: 'د. نورة القحطاني',
      alternateName: 'Dr. Noura Al-Qahtani',
      jobTitle: 'استشارية الطب النفسي',
      knowsAbout: [
        { '@type': 'MedicalSpecialty', name: 'القلق' },
        { '@type': 'MedicalSpecialty', name: 'الاكتئاب' },
        { '@type': 'MedicalSpecialty', name: 'اضطرابات النوم' },
      ],
      hasCredential: [{ '@type': 'EducationalOccupationalCredential', name: 'بكالوريوس الطب' }],
      image: 'https://sakina.example/media/photo.jpg',
    });
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('leaves the rating out when nobody has rated the physician yet', () => {
    expect(practitionerJsonLd({ ...physician, ratingCount: 0 }, { locale: 'en', url })).not.toHaveProperty(
      'aggregateRating',
    );
  });
});
