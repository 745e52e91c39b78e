/** The one error type of the gateway: a code, a message for the user and an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errCode: string,
    readonly displayMessage: string,
    readonly techMessage = '',
  ) {
    super(displayMessage);
    this.name = 'AppError';
  }
}
