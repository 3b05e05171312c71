import '../utils/resize-observer-stub';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { renderPage } from '../../../testing/render-page';
import { SaveApplicationPersonalDocument } from '../api/save-personal-information.generated';
import { testApplication, testPersonal } from '../utils/test-application';
import { PersonalStep } from './personal-step';

const typed = {
  fullNameAr: 'سارة محمد العتيبي',
  fullNameEn: 'Sara Mohammed Alotaibi',
  nationalId: '١٠٠٠٠٠٠٠٠٨',
  birthDate: '1988-04-12',
  gender: 'female',
  nationality: 'SA',
  mobile: { country: 'SA', number: '0501234567' },
  country: 'SA',
  city: 'Riyadh',
  bioAr: testPersonal.bioAr,
  bioEn: testPersonal.bioEn,
};

function save(result: Record<string, unknown>) {
  return { request: { query: SaveApplicationPersonalDocument, variables: { input: typed } }, result };
}

async function fill(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Full name in Arabic' }), typed.fullNameAr);
  await user.type(screen.getByRole('textbox', { name: 'Full name in English' }), typed.fullNameEn);
  await user.type(screen.getByRole('textbox', { name: 'National ID or iqama number' }), typed.nationalId);
  await user.type(screen.getByRole('textbox', { name: 'Date of birth' }), typed.birthDate);
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Nationality' }), 'SA');
  await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '٠٥٠١٢٣٤٥٦٧');
  await user.type(screen.getByRole('textbox', { name: 'City' }), typed.city);
  await user.click(screen.getByRole('textbox', { name: 'Bio in Arabic' }));
  await user.paste(typed.bioAr);
  await user.click(screen.getByRole('textbox', { name: 'Bio in English' }));
  await user.paste(typed.bioEn);
}

describe('PersonalStep', () => {
  it('lists every missing answer at the top and beside each field, and sends nothing', async () => {
    const onSaved = jest.fn();
    const { user } = renderPage(<PersonalStep application={null} onSaved={onSaved} />, {
      path: '/en/auth/application',
    });

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    const summary = await screen.findByRole('alert', { name: 'Please correct the following' });
    expect(summary).toHaveFocus();
    // Ten answers are empty; the country of residence starts as Saudi Arabia.
    expect(within(summary).getAllByRole('link')).toHaveLength(10);
    expect(within(summary).getAllByRole('link')[0]).toHaveTextContent('This field is required');
    expect(screen.getByRole('textbox', { name: 'National ID or iqama number' })).toHaveAccessibleDescription(
      /This field is required/,
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it.each([
    {
      path: '/en/auth/application',
      nationality: 'Nationality',
      country: 'Country of residence',
      saudi: 'Saudi Arabia',
    },
    { path: '/auth/application', nationality: 'الجنسية', country: 'دولة الإقامة', saudi: 'المملكة العربية السعودية' },
  ])(
    'offers Saudi Arabia first in the nationality and country lists ($path)',
    ({ path, nationality, country, saudi }) => {
      renderPage(<PersonalStep application={null} onSaved={jest.fn()} />, { path });

      for (const name of [nationality, country]) {
        const choices = within(screen.getByRole('combobox', { name })).getAllByRole('option');
        expect(choices.filter((choice) => choice.getAttribute('value'))[0]).toHaveTextContent(saudi);
      }
    },
  );

  it('names each broken rule in the page language', async () => {
    const { user } = renderPage(<PersonalStep application={null} onSaved={jest.fn()} />, { path: '/auth/application' });

    await user.type(screen.getByRole('textbox', { name: 'الاسم الكامل بالعربية' }), 'Sara');
    await user.type(screen.getByRole('textbox', { name: 'رقم الهوية الوطنية أو الإقامة' }), '1000000009');
    await user.type(screen.getByRole('textbox', { name: 'تاريخ الميلاد' }), '2099-01-01');
    await user.click(screen.getByRole('button', { name: 'حفظ ومتابعة' }));

    const summary = await screen.findByRole('alert', { name: 'يرجى تصحيح ما يلي' });
    const messages = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(messages).toEqual(
      expect.arrayContaining([
        'اكتب الاسم بالحروف العربية فقط',
        'رقم الهوية الوطنية أو الإقامة غير صحيح، يرجى التحقق منه',
        'لا يمكن أن يكون تاريخ الميلاد في المستقبل',
      ]),
    );
  });

  it('saves the step as typed (Arabic-Indic digits included) and moves on', async () => {
    const onSaved = jest.fn();
    const { user } = renderPage(<PersonalStep application={null} onSaved={onSaved} />, {
      path: '/en/auth/application',
      mocks: [save({ data: { saveApplicationPersonal: testApplication({ personal: testPersonal }) } })],
    });

    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it('keeps what was typed in the session until saved, and puts it back after a reload', async () => {
    const first = renderPage(<PersonalStep application={null} onSaved={jest.fn()} />, {
      path: '/en/auth/application',
    });
    await first.user.type(screen.getByRole('textbox', { name: 'Full name in English' }), 'Sara');
    await first.user.type(screen.getByRole('textbox', { name: 'City' }), 'Riyadh');
    expect(JSON.parse(sessionStorage.getItem('sakina.application-draft') ?? '{}')).toMatchObject({
      state: { drafts: { personal: { fullNameEn: 'Sara', city: 'Riyadh' } } },
    });
    first.unmount();

    const onSaved = jest.fn();
    const { user } = renderPage(<PersonalStep application={null} onSaved={onSaved} />, {
      path: '/en/auth/application',
      mocks: [save({ data: { saveApplicationPersonal: testApplication({ personal: testPersonal }) } })],
    });
    expect(await screen.findByDisplayValue('Riyadh')).toBe(screen.getByRole('textbox', { name: 'City' }));
    expect(screen.getByRole('textbox', { name: 'Full name in English' })).toHaveValue('Sara');

    await user.clear(screen.getByRole('textbox', { name: 'Full name in English' }));
    await user.clear(screen.getByRole('textbox', { name: 'City' }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(JSON.parse(sessionStorage.getItem('sakina.application-draft') ?? '{}').state.drafts).toEqual({});
  });

  it("shows 'Phone number is already registered.' beside the mobile when another applicant has it", async () => {
    const onSaved = jest.fn();
    const { user } = renderPage(<PersonalStep application={null} onSaved={onSaved} />, {
      path: '/en/auth/application',
      mocks: [
        save({
          errors: [
            new GraphQLError('Invalid input.', {
              extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'mobile', code: 'phone_taken' }] },
            }),
          ],
        }),
      ],
    });

    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    const summary = await screen.findByRole('alert', { name: 'Please correct the following' });
    expect(within(summary).getByRole('link')).toHaveTextContent('Phone number is already registered.');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
      /Phone number is already registered\./,
    );
    expect(screen.getByRole('textbox', { name: 'Full name in English' })).toHaveValue(typed.fullNameEn);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('starts from the saved draft', () => {
    renderPage(<PersonalStep application={testApplication({ personal: testPersonal })} onSaved={jest.fn()} />, {
      path: '/en/auth/application',
    });
    expect(screen.getByRole('textbox', { name: 'National ID or iqama number' })).toHaveValue('1000000008');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
  });
});
