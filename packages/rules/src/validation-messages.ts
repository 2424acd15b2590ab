/**
 * Validation message keys with their English text (000 §5; 001 §5; V1–V13). Schemas report keys;
 * the storefront translates them and the API returns them with the field, so both say the same.
 * Where the spec gives the wording (V1) it is used verbatim.
 */
export const validationMessages = {
  'email.required': 'email is required',
  'email.invalid': 'fill in your valid email',
  'email.tooLong': 'email can be at most 254 characters',
  'phone.required': 'phone number is required',
  'phone.digitsOnly': 'phone number may only contain digits',
  'phone.minDigits': 'phone number must have at least 8 digits',
  'phone.tooLong': 'phone number can be at most 20 digits',
  'password.required': 'password is required',
  'password.minLength': 'password must be at least 8 characters',
  'password.capital': 'password must contain at least 1 capital letter',
  'password.digit': 'password must contain at least 1 digit',
  'password.punctuation': 'password must contain at least 1 punctuation mark',
  'password.tooLong': 'password can be at most 128 characters',
  'password.mismatch': 'passwords do not match',
  'passwordConfirmation.required': 'repeat the password',
  'resetToken.required': 'reset token is required',
  'firstname.required': 'first name is required',
  'lastname.required': 'last name is required',
  'name.tooLong': 'name can be at most 100 characters',
  'gender.required': 'gender is required',
  'street.required': 'street is required',
  'street.tooLong': 'street can be at most 200 characters',
  'street.houseNumberMissing': 'street needs a house number, such as "Damrak 1"',
  'street.invalid': 'street contains characters that are not allowed',
  'houseNumber.required': 'house number is required',
  'houseNumber.numeric': 'house number must be a number',
  'houseNumber.tooLong': 'house number can be at most 10 digits',
  'houseNumberAddition.tooLong': 'addition can be at most 20 characters',
  'postcode.required': 'postcode is required',
  'postcode.invalid': 'fill in a valid postcode',
  'city.required': 'city is required',
  'city.tooLong': 'city can be at most 100 characters',
  'country.required': 'country is required',
  'country.invalid': 'choose a valid country',
  'vat.invalid': 'fill in a valid VAT number',
  'giftcard.cardNumber.required': 'card number is required',
  'giftcard.cardNumber.invalid': 'card number must be 19 digits',
  'giftcard.pin.required': 'PIN is required',
  'giftcard.pin.invalid': 'PIN must be 6 digits',
  'giftcard.value.required': 'gift value is required',
  'giftcard.value.invalid': 'gift value must be a number',
  'giftcard.value.range': 'gift value must be between 5 and 500 euro',
  'giftcard.type.required': 'choose a gift card type',
  'giftcard.senderName.required': 'sender name is required',
  'giftcard.recipientName.required': 'recipient name is required',
  'giftcard.recipientEmail.required': "an e-card needs the recipient's email",
  'giftcard.message.tooLong': 'message can be at most 255 characters',
  'size.required': 'select at least 1 size',
  'quantity.invalid': 'quantity must be a whole number of at least 1',
  'quantity.max': 'this quantity is not available',
  'coupon.required': 'fill in a discount code',
  'coupon.tooLong': 'discount code can be at most 64 characters',
  'file.tooLarge': 'the file is too large',
} as const;

/** A key of `validationMessages`; schemas report these as their issue messages. */
export type ValidationMessageKey = keyof typeof validationMessages;

/** Narrows a string (such as a Zod issue message) to a known message key. */
export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(validationMessages, value);
}
