import { formTokenSlot } from '../../components/form-token';

/**
 * The newsletter form's token, asked for when the blog page opens (the database drops a sign-up sent too
 * soon after it), not when the box's code arrives.
 */
export const newsletterToken = formTokenSlot();
