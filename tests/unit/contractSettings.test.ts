import { describe, expect, it } from 'vitest';
import {
  CONTRACT_PLACEHOLDERS,
  contractPlaceholders,
  depositProviderSchema,
  depositProviderUpdateSchema,
  digitalSignatureSchema,
  rentalAgreementSchema,
} from '../../schema/contract';

const errorsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('rental agreement settings', () => {
  it('knows the contract placeholders and not the mail ones', () => {
    expect(contractPlaceholders.unknown('{{tenant_names}} {{net_rent}} {{applicant_name}}')).toEqual([
      'applicant_name',
    ]);
    expect(contractPlaceholders.damaged('Miete {{net_rent} ab {start_date}')).toEqual([
      '{{net_rent}',
      '{start_date}',
    ]);
    expect(
      contractPlaceholders.fill('{{total_rent}} ab {{start_date}}', { total_rent: "CHF 2'150.00" }),
    ).toBe("CHF 2'150.00 ab ");
    expect(CONTRACT_PLACEHOLDERS).toContain('reference_interest_rate');
  });

  it('needs the German template and refuses unknown or damaged placeholders per language', () => {
    const result = rentalAgreementSchema.safeParse({
      texts: { de: '<p></p>', fr: '<p>{{loyer}}</p>', it: '<p>{{net_rent}</p>', en: '<p>{{net_rent}}</p>' },
    });
    expect(errorsOf(result)).toEqual({
      'texts.de': 'general_field_is_required',
      'texts.fr': 'contract_unknown_placeholder',
      'texts.it': 'contract_unknown_placeholder',
    });
  });

  it('keeps known clauses once, in the order of the list, and refuses unknown ones', () => {
    const ok = rentalAgreementSchema.parse({
      texts: { de: '<p>Vertrag</p>' },
      clauses: ['pets', 'house_rules', 'pets'],
    });
    expect(ok.clauses).toEqual(['house_rules', 'pets']);
    expect(ok.texts.fr).toBe('');
    expect(errorsOf(rentalAgreementSchema.safeParse({ texts: { de: 'x' }, clauses: ['barbecue'] }))).toEqual({
      clauses: 'contract_clause_unknown',
    });
  });
});

describe('digital signature settings', () => {
  it('keeps the link lifetime between 1 and 60 days and needs a countersigner', () => {
    expect(digitalSignatureSchema.safeParse({ countersigner_id: 3, link_days: '14' }).data).toMatchObject({
      countersigner_id: 3,
      link_days: 14,
    });
    expect(errorsOf(digitalSignatureSchema.safeParse({ countersigner_id: '', link_days: 0 }))).toEqual({
      countersigner_id: 'general_field_is_required',
      link_days: 'number_too_small|{"min":1}',
    });
    expect(errorsOf(digitalSignatureSchema.safeParse({ countersigner_id: 1, link_days: 61 }))).toEqual({
      link_days: 'number_too_large|{"max":60}',
    });
    expect(errorsOf(digitalSignatureSchema.safeParse({ countersigner_id: 1, link_days: 1.5 }))).toEqual({
      link_days: 'number_integer',
    });
  });
});

describe('deposit provider', () => {
  it('needs a name and a mail address for requests; the contact is optional', () => {
    expect(depositProviderSchema.parse({ name: ' SwissKaution ', email: 'antrag@kaution.ch' })).toEqual({
      name: 'SwissKaution',
      contact: '',
      email: 'antrag@kaution.ch',
    });
    expect(errorsOf(depositProviderSchema.safeParse({ name: '', email: 'kein-mail' }))).toEqual({
      name: 'general_field_is_required',
      email: 'email_invalid',
    });
    expect(errorsOf(depositProviderUpdateSchema.safeParse({ name: 'A', email: 'a@b.ch' }))).toEqual({
      version: 'general_field_is_required',
    });
  });
});
