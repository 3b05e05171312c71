import { withSaudiIdCheckDigit } from '@sakina/shared/validation';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  completeApplication,
  freshKey,
  myApplicationQuery,
  personalAnswers,
  professionalAnswers,
  savePersonalMutation,
  saveProfessionalMutation,
  signedInAccount,
  submitMutation,
  upload,
  documentUploads,
  type TestAccount,
} from './applications.testing';
import { applications } from './applications.table';
import { sealStoredNationalIds } from './national-id-at-rest';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

interface Reply {
  data?: Record<string, unknown> | null;
  errors?: { extensions?: Record<string, unknown> }[];
}

const fieldsOf = (reply: Reply) =>
  Object.fromEntries(
    ((reply.errors?.[0]?.extensions?.fields ?? []) as { path: string; code: string }[]).map((field) => [
      field.path,
      field.code,
    ]),
  );
const codeOf = (reply: Reply) => reply.errors?.[0]?.extensions?.code;

function yearsAgo(years: number, days = 0): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

describe('step 1: personal information', () => {
  let applicant: TestAccount;

  beforeAll(async () => {
    applicant = await signedInAccount(testApp);
  });

  it('saves a draft with the number in E.164 and Arabic-Indic digits read as digits', async () => {
    const reply = await testApp.graphql<{
      saveApplicationPersonal: { status: string; personal: Record<string, unknown> };
    }>(
      savePersonalMutation,
      {
        input: personalAnswers({
          nationalId: '١٠٠٠٠٠٠٠٠٨',
          birthDate: '١٩٨٨-٠٤-١٢',
          mobile: { country: 'SA', number: '٠٥٥٠٠٠٠٠٠١' },
        }),
      },
      applicant.headers,
    );

    expect(reply.errors).toBeUndefined();
    expect(reply.data!.saveApplicationPersonal).toMatchObject({
      status: 'DRAFT',
      personal: { nationalId: '1000000008', birthDate: '1988-04-12', mobile: { country: 'SA', e164: '+966550000001' } },
    });
  });

  it('is read back by the applicant on any device (the draft lives on the server)', async () => {
    const reply = await testApp.graphql<{ myApplication: { personal: { fullNameEn: string; nationalId: string } } }>(
      myApplicationQuery,
      {},
      applicant.headers,
    );
    expect(reply.data!.myApplication.personal).toMatchObject({
      fullNameEn: 'Sara Mohammed Alotaibi',
      nationalId: '1000000008',
    });
  });

  it('keeps the national ID number encrypted in the database, and encrypts one stored before at start', async () => {
    const [row] = await testApp.db.select().from(applications).where(eq(applications.accountId, applicant.accountId));
    const stored = row!.personal!.nationalId;
    expect(stored).toMatch(/^enc1\./);
    expect(JSON.stringify(row!.personal)).not.toContain('1000000008');

    // As an older version stored it: in clear. The applicant still reads it; the start-up sweep encrypts it.
    await testApp.db
      .update(applications)
      .set({ personal: { ...row!.personal!, nationalId: '1000000008' } })
      .where(eq(applications.id, row!.id));
    const readBack = async () =>
      (
        await testApp.graphql<{ myApplication: { personal: { nationalId: string } } }>(
          myApplicationQuery,
          {},
          applicant.headers,
        )
      ).data!.myApplication.personal.nationalId;
    expect(await readBack()).toBe('1000000008');
    expect(await sealStoredNationalIds(testApp)).toBe(1);
    expect(await sealStoredNationalIds(testApp)).toBe(0);
    const [sealed] = await testApp.db.select().from(applications).where(eq(applications.id, row!.id));
    expect(sealed!.personal!.nationalId).toMatch(/^enc1\./);
    expect(await readBack()).toBe('1000000008');
  });

  it('names every empty field', async () => {
    const empty = {
      fullNameAr: '',
      fullNameEn: '',
      nationalId: '',
      birthDate: '',
      gender: '',
      nationality: '',
      mobile: { country: 'SA', number: '' },
      country: '',
      city: '',
      bioAr: '',
      bioEn: '',
    };
    const reply = await testApp.graphql(savePersonalMutation, { input: empty }, applicant.headers);
    expect(codeOf(reply)).toBe('BAD_USER_INPUT');
    expect(Object.values(fieldsOf(reply))).toEqual(Array(11).fill('required'));
  });

  it.each([
    ['fullNameAr', 'Sara', 'name_arabic_letters_only'],
    ['fullNameEn', 'سارة', 'name_english_letters_only'],
    ['nationalId', '123456789', 'national_id_length'],
    ['nationalId', '3000000007', 'national_id_prefix'],
    ['nationalId', '1000000007', 'national_id_invalid'],
    ['nationalId', '10000000a8', 'number_invalid'],
    ['birthDate', '1990-02-31', 'date_invalid'],
    ['birthDate', yearsAgo(0, 2), 'birth_date_future'],
    ['birthDate', yearsAgo(17), 'age_too_young'],
    ['birthDate', yearsAgo(70), 'age_too_old'],
    ['gender', 'other', 'option_invalid'],
    ['nationality', 'Saudi', 'option_invalid'],
    ['country', 'ZZ', 'option_invalid'],
    ['bioAr', 'Clinical psychologist working with adults on anxiety.', 'bio_arabic_only'],
    ['bioEn', 'أخصائية نفسية إكلينيكية أعمل مع البالغين في علاج القلق.', 'bio_english_only'],
    ['bioEn', 'Short bio.', 'text_too_short'],
    ['mobile', { country: 'SA', number: '0000000000' }, 'phone_invalid'],
    ['mobile', { country: 'SA', number: '050' }, 'phone_too_short'],
  ])('refuses %s = %j with %s', async (field, value, code) => {
    const reply = await testApp.graphql(
      savePersonalMutation,
      { input: personalAnswers({ [field]: value }) },
      applicant.headers,
    );
    expect(fieldsOf(reply)).toEqual({ [field]: code });
  });

  it("answers 'Phone number is already registered.' when another applicant has the number", async () => {
    const first = await signedInAccount(testApp);
    const second = await signedInAccount(testApp);
    const mobile = { country: 'SA', number: '0559876543' };
    expect(
      (await testApp.graphql(savePersonalMutation, { input: personalAnswers({ mobile }) }, first.headers)).errors,
    ).toBeUndefined();

    const taken = await testApp.graphql(
      savePersonalMutation,
      {
        input: personalAnswers({
          mobile: { country: 'SA', number: '+966 55 987 6543' },
          nationalId: withSaudiIdCheckDigit('212345678'),
        }),
      },
      second.headers,
    );
    expect(fieldsOf(taken)).toEqual({ mobile: 'phone_taken' });
    // Saving the same number again on one's own application is fine.
    expect(
      (await testApp.graphql(savePersonalMutation, { input: personalAnswers({ mobile }) }, first.headers)).errors,
    ).toBeUndefined();
  });

  it('refuses anyone signed out, and a legacy reviewer account (signed in as nobody)', async () => {
    expect(
      codeOf(await testApp.graphql(savePersonalMutation, { input: personalAnswers() }, { 'x-graphql-csrf': '1' })),
    ).toBe('UNAUTHENTICATED');
    const reviewer = await signedInAccount(testApp, { role: 'reviewer' });
    expect(codeOf(await testApp.graphql(savePersonalMutation, { input: personalAnswers() }, reviewer.headers))).toBe(
      'UNAUTHENTICATED',
    );
    expect(codeOf(await testApp.graphql(myApplicationQuery, {}, { 'x-graphql-csrf': '1' }))).toBe('UNAUTHENTICATED');
  });
});

describe('step 2: professional information', () => {
  let applicant: TestAccount;

  beforeAll(async () => {
    applicant = await signedInAccount(testApp);
  });

  it('saves a draft with years as a number, the IBAN normalised and optional links left out', async () => {
    const reply = await testApp.graphql<{ saveApplicationProfessional: { professional: Record<string, unknown> } }>(
      saveProfessionalMutation,
      {
        input: professionalAnswers({
          experienceInYears: '١٢',
          iban: 'sa03 8000 0000 6080 1016 7519',
          twitterUrl: null,
        }),
      },
      applicant.headers,
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.saveApplicationProfessional.professional).toEqual({
      experienceInYears: 12,
      iban: 'SA0380000000608010167519',
      twitterUrl: null,
      employerName: 'Riyadh Wellbeing Clinic',
    });
  });

  it('names every empty required field', async () => {
    const reply = await testApp.graphql(
      saveProfessionalMutation,
      {
        input: {
          education: [],
          experienceInYears: '',
          sfhscRegistrationNumber: '',
          sfhscExpirationDate: '',
          jobType: '',
          classificationLevel: '',
          sector: '',
          specialization: '',
          secondarySpecialities: [],
          consultationTypes: [],
          communicationStyles: [],
          languages: [],
          offeredSpecializations: [],
        },
      },
      applicant.headers,
    );
    expect(fieldsOf(reply)).toEqual({
      education: 'education_required',
      experienceInYears: 'required',
      sfhscRegistrationNumber: 'required',
      sfhscExpirationDate: 'required',
      jobType: 'required',
      classificationLevel: 'required',
      sector: 'required',
      specialization: 'required',
      consultationTypes: 'choose_at_least_one',
      communicationStyles: 'choose_at_least_one',
      languages: 'choose_at_least_one',
      offeredSpecializations: 'choose_at_least_one',
    });
  });

  it.each([
    ['education', [{ degree: 'PHD', institution: 'KSU' }], 'education.0.degree', 'option_invalid'],
    ['education', [{ degree: 'BOARD', institution: '' }], 'education.0.institution', 'required'],
    ['experienceInYears', '1', 'experienceInYears', 'experience_too_low'],
    ['experienceInYears', '101', 'experienceInYears', 'experience_too_high'],
    ['experienceInYears', '5.5', 'experienceInYears', 'number_invalid'],
    ['sfhscRegistrationNumber', '12rp345', 'sfhscRegistrationNumber', 'registration_number_invalid'],
    ['sfhscExpirationDate', '2020-01-01', 'sfhscExpirationDate', 'date_not_future'],
    ['sfhscExpirationDate', 'soon', 'sfhscExpirationDate', 'date_invalid'],
    ['classificationLevel', 'registrar', 'classificationLevel', 'classification_level_mismatch'],
    ['employerName', '', 'employerName', 'employer_required'],
    ['specialization', 'astrology', 'specialization', 'option_invalid'],
    // A specialist (the answers' job type) may not take a physician's specialization.
    ['specialization', 'psychiatry', 'specialization', 'specialization_mismatch'],
    ['communicationStyles', ['fax'], 'communicationStyles.0', 'option_invalid'],
    ['twitterUrl', 'https://instagram.com/sara', 'twitterUrl', 'twitter_link_invalid'],
    ['linkedinUrl', 'https://x.com/sara', 'linkedinUrl', 'linkedin_link_invalid'],
    ['iban', 'SA0380000000608010167518', 'iban', 'iban_invalid'],
    ['iban', 'AE070331234567890123456', 'iban', 'iban_not_saudi'],
    ['iban', 'SA03800000006080101675', 'iban', 'iban_length'],
  ])('refuses %s = %j at %s with %s', async (field, value, path, code) => {
    const reply = await testApp.graphql(
      saveProfessionalMutation,
      { input: professionalAnswers({ [field]: value }) },
      applicant.headers,
    );
    expect(fieldsOf(reply)).toEqual({ [path]: code });
  });
});

describe('submitting', () => {
  it('cannot submit without the attestation ticked', async () => {
    const applicant = await signedInAccount(testApp);
    await completeApplication(testApp, applicant);
    const reply = await testApp.graphql(
      submitMutation,
      { certified: false, idempotencyKey: freshKey() },
      applicant.headers,
    );
    expect(fieldsOf(reply)).toEqual({ certified: 'certification_required' });
  });

  it('names what is missing before an application can be submitted', async () => {
    const applicant = await signedInAccount(testApp);
    await testApp.graphql(savePersonalMutation, { input: personalAnswers() }, applicant.headers);
    const cv = documentUploads.cv;
    await upload(testApp, applicant.headers, {
      kind: 'CV',
      fileName: cv.fileName,
      contentType: cv.contentType,
      bytes: cv.bytes(),
    });

    const reply = await testApp.graphql(
      submitMutation,
      { certified: true, idempotencyKey: freshKey() },
      applicant.headers,
    );
    expect(fieldsOf(reply)).toEqual({
      professional: 'step_incomplete',
      'documents.photo': 'photo_required',
      'documents.qualification': 'document_required',
      'documents.identity': 'document_required',
      'documents.classification': 'document_required',
    });
  });

  it('submits once: a double click, a reload or a second key never make a second application', async () => {
    const applicant = await signedInAccount(testApp);
    await completeApplication(testApp, applicant);
    const key = freshKey();

    const [first, second] = await Promise.all([
      testApp.graphql<{ submitApplication: { id: string; status: string; submittedAt: string } }>(
        submitMutation,
        { certified: true, idempotencyKey: key },
        applicant.headers,
      ),
      testApp.graphql<{ submitApplication: { id: string; status: string; submittedAt: string } }>(
        submitMutation,
        { certified: true, idempotencyKey: key },
        applicant.headers,
      ),
    ]);
    const again = await testApp.graphql<{ submitApplication: { id: string; submittedAt: string } }>(
      submitMutation,
      { certified: true, idempotencyKey: freshKey() },
      applicant.headers,
    );

    expect(first.data!.submitApplication.status).toBe('SUBMITTED');
    expect(second.data!.submitApplication.id).toBe(first.data!.submitApplication.id);
    expect(again.data!.submitApplication).toMatchObject({
      id: first.data!.submitApplication.id,
      submittedAt: first.data!.submitApplication.submittedAt,
    });
    expect(
      await testApp.db.select().from(applications).where(eq(applications.accountId, applicant.accountId)),
    ).toHaveLength(1);
  });

  it('locks the application while it is under review', async () => {
    const applicant = await signedInAccount(testApp);
    await completeApplication(testApp, applicant);
    await testApp.graphql(submitMutation, { certified: true, idempotencyKey: freshKey() }, applicant.headers);

    expect(
      codeOf(await testApp.graphql(saveProfessionalMutation, { input: professionalAnswers() }, applicant.headers)),
    ).toBe('APP_APPLICATION_LOCKED');
    const cv = documentUploads.cv;
    const replaced = await upload(testApp, applicant.headers, {
      kind: 'CV',
      fileName: 'new.pdf',
      contentType: cv.contentType,
      bytes: cv.bytes(),
    });
    expect(codeOf(replaced)).toBe('APP_APPLICATION_LOCKED');
  });
});

describe('privacy between applicants', () => {
  it('shows each applicant only their own application, and no staff query to another applicant', async () => {
    const sara = await signedInAccount(testApp);
    const omar = await signedInAccount(testApp);
    const saraId = await completeApplication(testApp, sara);

    const omarsView = await testApp.graphql<{ myApplication: null }>(myApplicationQuery, {}, omar.headers);
    expect(omarsView.data!.myApplication).toBeNull();
    const byId = await testApp.graphql(
      `query One($id: ID!) { staffApplication(id: $id) { id application { personal { nationalId } } } }`,
      { id: saraId },
      omar.headers,
    );
    expect(codeOf(byId)).toBe('UNAUTHENTICATED');
    expect(byId.data?.staffApplication ?? null).toBeNull();
    const list = await testApp.graphql(`{ staffReviewQueue { total } }`, {}, omar.headers);
    expect(codeOf(list)).toBe('UNAUTHENTICATED');
  });
});
