/** A complete, valid registration as the register form posts it (A7, V4). */
export const registration = {
  gender: '1',
  firstname: 'Jan',
  lastname: 'de Vries',
  email: 'jan@example.nl',
  password: 'Abcdef1!',
  passwordConfirmation: 'Abcdef1!',
};
