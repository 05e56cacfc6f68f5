/** What react-dropzone's file-selector sets on the files of a drop or a file input. */
interface SelectedFile extends File {
  relativePath?: string;
}

/**
 * Where a file sat under the folder it came in, that folder's name first (`data/raw/a.csv`), or
 * its name when it came alone. A drop gives `/data/raw/a.csv` (or `/a.csv`, `./a.csv` for a
 * file on its own) as file-selector's `relativePath`; a folder input gives `data/raw/a.csv` as
 * the browser's `webkitRelativePath`. Its `path` is not read: Electron puts the full path there.
 */
export const relativePathOf = (file: File): string => {
  const { relativePath } = file as SelectedFile;
  const path = [relativePath, file.webkitRelativePath].find((given) => given) ?? file.name;
  return path.replace(/^(\.?\/)+/, '');
};

/**
 * The file named by its key, the relative path (InvenioRDM keys may have folders; the upload
 * manager keys a file by its name): the file itself when it came alone, else the same bytes
 * under that name (a File made of a File refers to its bytes, it does not copy them). The
 * name is set after construction because the File constructor was once specified to turn "/"
 * into ":".
 */
export const keyedByRelativePath = (file: File): File => {
  const key = relativePathOf(file);
  if (key === file.name) return file;
  const keyed = new File([file], file.name, { type: file.type, lastModified: file.lastModified });
  Object.defineProperty(keyed, 'name', { value: key });
  return keyed;
};
