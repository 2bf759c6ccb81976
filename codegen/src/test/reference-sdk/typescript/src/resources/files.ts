// Reference SDK (hand-written): the shape of generated code over the runtime core. See docs/runtime.md.

import { APIResource } from '../core/index.js';
import type { BinaryBody, RequestOptions } from '../core/index.js';
import type { FileCreateParams, FileObject } from '../models.js';

export class Files extends APIResource {
  /**
   * Upload a file (multipart/form-data).
   */
  upload(body: FileCreateParams, options?: RequestOptions): Promise<FileObject> {
    return this._request<FileObject>({ method: 'post', path: '/files', body, encoding: 'multipart' }, options);
  }

  /**
   * Download a file's content (application/octet-stream).
   */
  content(fileId: string, options?: RequestOptions): Promise<Response> {
    return this._request<Response>(
      {
        method: 'get',
        path: '/files/{file_id}/content',
        pathParams: [fileId],
        responseType: 'binary',
        accept: 'application/octet-stream',
      },
      options,
    );
  }

  /**
   * Replace a file's content (the request body is application/pdf).
   */
  replace(fileId: string, body: BinaryBody, options?: RequestOptions): Promise<FileObject> {
    return this._request<FileObject>(
      {
        method: 'put',
        path: '/files/{file_id}/content',
        pathParams: [fileId],
        body,
        encoding: 'binary',
        contentType: 'application/pdf',
      },
      options,
    );
  }
}
