// The SMS gateway port: a real provider implements `send`; the sandbox writes to the outbox table.

export interface SmsMessage {
  readonly phone: string;
  /** register, login, or a purpose of the contract's /x2/sms/send (bindPhone, security, ...). */
  readonly purpose: string;
  readonly body: string;
}

export interface SmsGateway {
  send(message: SmsMessage): Promise<void>;
}
