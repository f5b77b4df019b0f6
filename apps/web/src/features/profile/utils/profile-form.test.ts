import { describe, expect, it } from 'vitest';
import {
  createProfileFormSchema,
  diffProfile,
  initialProfileValues,
  needsCurrentPassword,
  splitFullName,
  type ProfileFormValues,
} from './profile-form';

const initial = initialProfileValues({
  name: 'María José García',
  email: 'maria@example.com',
  phone: '1123456789',
  birthdate: '05/03/1985',
  nombres: 'María José',
  apellido: 'García',
});

const messages = (values: ProfileFormValues) => {
  const result = createProfileFormSchema(initial).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('profile form', () => {
  it('starts from the member, with the birth date as yyyy-mm-dd', () => {
    expect(initial).toEqual({
      name: 'María José',
      lastName: 'García',
      email: 'maria@example.com',
      phone: '1123456789',
      birthdate: '1985-03-05',
      password: '',
      confirmPassword: '',
      currentPassword: '',
    });
  });

  it('splits a lone full name on whitespace, the last word being the surname', () => {
    expect(splitFullName('  Juan  Carlos Pérez ')).toEqual({ name: 'Juan Carlos', lastName: 'Pérez' });
    expect(splitFullName('Juan')).toEqual({ name: 'Juan', lastName: '' });
    expect(initialProfileValues({ name: 'Ana Sosa', email: '', phone: null, birthdate: null })).toMatchObject(
      {
        name: 'Ana',
        lastName: 'Sosa',
        phone: '',
        birthdate: '',
      },
    );
  });

  it('sends nothing when nothing changed', () => {
    expect(diffProfile(initial, { ...initial })).toEqual({});
    expect(diffProfile(initial, { ...initial, email: ' maria@example.com ' })).toEqual({});
    // Same account's address for the server (normalised): nothing to change, no password asked.
    expect(diffProfile(initial, { ...initial, email: 'Maria@Example.com' })).toEqual({});
    expect(needsCurrentPassword(initial, { ...initial, email: 'MARIA@example.com ' })).toBe(false);
    // A current password typed for nothing is not sent.
    expect(diffProfile(initial, { ...initial, phone: '1199998888', currentPassword: 'Demo1234' })).toEqual({
      Celular: '1199998888',
    });
  });

  it('sends only the changed fields, with the server names and the date as dd/mm/yyyy', () => {
    expect(diffProfile(initial, { ...initial, phone: '1199998888', birthdate: '1986-04-07' })).toEqual({
      Celular: '1199998888',
      FechaNacimiento: '07/04/1986',
    });
    expect(
      diffProfile(initial, { ...initial, email: ' nuevo@example.com', currentPassword: 'Actual123' }),
    ).toEqual({
      Mail: 'nuevo@example.com',
      PasswordActual: 'Actual123',
    });
    expect(
      diffProfile(initial, {
        ...initial,
        password: 'Nueva1234',
        confirmPassword: 'Nueva1234',
        currentPassword: 'Actual123',
      }),
    ).toEqual({
      Password1: 'Nueva1234',
      Password2: 'Nueva1234',
      PasswordActual: 'Actual123',
    });
  });

  it('does not send an emptied phone or birth date, nor a lone password', () => {
    expect(diffProfile(initial, { ...initial, phone: '', birthdate: '', password: 'Nueva1234' })).toEqual({});
  });

  it('asks for the current password only with a new e-mail or a new password', () => {
    expect(needsCurrentPassword(initial, initial)).toBe(false);
    expect(needsCurrentPassword(initial, { ...initial, email: 'nuevo@example.com' })).toBe(true);
    expect(needsCurrentPassword(initial, { ...initial, password: 'N' })).toBe(true);
    expect(needsCurrentPassword(initial, { ...initial, confirmPassword: 'N' })).toBe(true);
    expect(messages({ ...initial, phone: '1199998888', birthdate: '1986-04-07' })).toEqual([]);
    expect(messages({ ...initial, email: 'nuevo@example.com' })).toEqual(['Ingrese su contraseña actual']);
    expect(messages({ ...initial, email: 'nuevo@example.com', currentPassword: 'Actual123' })).toEqual([]);
    expect(messages({ ...initial, password: 'Nueva1234', confirmPassword: 'Nueva1234' })).toEqual([
      'Ingrese su contraseña actual',
    ]);
    expect(
      messages({
        ...initial,
        password: 'Nueva1234',
        confirmPassword: 'Nueva1234',
        currentPassword: 'Actual123',
      }),
    ).toEqual([]);
  });

  it('validates passwords and fields', () => {
    const current = { currentPassword: 'Actual123' };
    expect(messages(initial)).toEqual([]);
    expect(messages({ ...initial, ...current, password: 'Nueva1234' })).toEqual([
      'Completá ambos campos de contraseña',
    ]);
    expect(messages({ ...initial, ...current, confirmPassword: 'Nueva1234' })).toEqual([
      'Completá ambos campos de contraseña',
    ]);
    expect(
      messages({ ...initial, ...current, password: 'Nueva1234', confirmPassword: 'Nueva12345' }),
    ).toEqual(['Las contraseñas no coinciden']);
    expect(messages({ ...initial, ...current, email: 'no-es-mail' })).toEqual([
      'Por favor ingrese un correo electrónico válido',
    ]);
    expect(messages({ ...initial, phone: '123' })).toEqual(['Ingrese un número de celular argentino válido']);
    expect(messages({ ...initial, birthdate: '2999-01-01' })).toEqual([
      'La fecha de nacimiento no es válida',
    ]);
  });
});
