/**
 * An error Directus' error handler answers with its status and code, as it answers its own:
 * it recognises any error named DirectusError (`{ errors: [{ message, extensions: { code } }] }`).
 */
export class DirectusError extends Error {
  name = 'DirectusError';
  extensions = {};

  /**
   * @param {number} status
   * @param {string} code
   * @param {string} message
   */
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}
