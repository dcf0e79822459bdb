import { useMutation } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";

/** The name the server gives the file (rostrum-export-<date>.json), read from its Content-Disposition. */
function fileName(response: Response | undefined): string {
  const header = response?.headers.get("content-disposition") ?? "";
  return /filename="([^"]+)"/.exec(header)?.[1] ?? "rostrum-export.json";
}

/** GET /api/me/export: fetches the file, then hands it to the browser as a download. */
export function useExportData() {
  return useMutation({
    meta: { errorShown: true },
    mutationFn: async () => {
      let response: Response | undefined;
      const blob = await call(
        client.GET("/api/me/export", { parseAs: "blob" }).then((r) => {
          response = r.response;
          return r;
        }),
      );
      const url = URL.createObjectURL(blob as Blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = fileName(response);
      document.body.append(a);
      a.click();
      a.remove();
      // The click has started the download; the object URL can go after this task.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
  });
}
