/** Response shapes of the API (behaviour §10); the web client reads these types. */
export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
}

export interface FieldError {
  field: string;
  message: string;
}

export interface ApiFailure {
  success: false;
  message: string;
  errors?: FieldError[];
}

export type ApiAnswer<T> = ApiSuccess<T> | ApiFailure;

export interface PingAnswer {
  success: true;
  service: string;
  version: string;
}
