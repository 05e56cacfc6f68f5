import type { ApiError } from '../../../src/core/api';
import type { ServerFileEntry } from '../../../src/core/model';
import { UploadProgressNotifier } from '../../../src/core/upload';
import type { AcknowledgedPart } from '../../../src/core/upload';

/** Writes down every notifier call as `step name [detail]`, and keeps the cancel functions. */
export class RecordingNotifier extends UploadProgressNotifier {
  readonly events: string[] = [];
  readonly cancels = new Map<string, () => void>();

  override onUploadAdded(file: File): void {
    this.events.push(`added ${file.name}`);
  }
  override onUploadStarted(file: File, cancel: () => void): void {
    this.cancels.set(file.name, cancel);
    this.events.push(`started ${file.name}`);
  }
  override onUploadProgress(file: File, percent: number): void {
    this.events.push(`progress ${file.name} ${percent}`);
  }
  override onUploadPartAcknowledged(file: File, { part, parts, partSize }: AcknowledgedPart): void {
    this.events.push(`part ${file.name} ${part}/${parts} of ${partSize}`);
  }
  override onUploadCompleted(file: File, entry: ServerFileEntry): void {
    this.events.push(`completed ${file.name} ${entry.key} ${entry.size} ${entry.checksum}`);
  }
  override onUploadCancelled(file: File): void {
    this.events.push(`cancelled ${file.name}`);
  }
  override onUploadFailed(file: File, error: ApiError): void {
    this.events.push(`failed ${file.name} ${error.message}`);
  }
}
