/** Bad input to the back-office command: its message is printed as it is, and the command exits with 1. */
export class AdminError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'AdminError'
  }
}
