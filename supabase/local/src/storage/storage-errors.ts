import { HttpError } from '../contract';

/** An error in storage-api's body shape `{statusCode, code, error, message}`, which storage-js reads. */
export function storageError(status: number, code: string, error: string, message: string): HttpError {
  return new HttpError(status, { statusCode: String(status), code, error, message });
}

export const storageErrors = {
  noSuchBucket: () => storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => storageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  invalidKey: (key: string) => storageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => storageError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid'),
  invalidJwt: (message: string) => storageError(400, 'InvalidJWT', 'InvalidJWT', message),
  invalidRequest: (message: string) => storageError(400, 'InvalidRequest', 'Bad Request', message),
  noContent: () => storageError(400, 'InvalidRequest', 'Bad Request', 'No content provided'),
  rowLevelSecurity: () =>
    storageError(403, 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy'),
  duplicate: () => storageError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketExists: () => storageError(409, 'BucketAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () =>
    storageError(409, 'ResourceNotEmpty', 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  entityTooLarge: () =>
    storageError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
  invalidMimeType: (mimeType: string) =>
    storageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimeType} is not supported`),
  routeNotFound: (method: string, path: string) =>
    storageError(404, 'InvalidRequest', 'Not Found', `Route ${method}:${path} not found`),
};
