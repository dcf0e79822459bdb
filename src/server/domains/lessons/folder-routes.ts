// The lesson-folder routes, added to the lessons feature's app.
import { serviceRoute, type FeatureApp } from "#server/http/route.ts";
import { folderParams, folderRequest, folderResponse, okResponse } from "#shared/lessons/schemas.ts";
import { createFolder, deleteFolder, renameFolder } from "./folders";

const tags = ["lessons"];
const NOT_FOUND = { 404: "No such folder" } as const;

export function addFolderRoutes(app: FeatureApp) {
  serviceRoute(app, createFolder, {
    method: "post",
    path: "/api/lesson-folders",
    tags,
    summary: "Create a lesson folder (teachers and admins)",
    body: folderRequest,
    response: folderResponse,
    errors: { 409: "The account keeps as many as it may, or already has a folder of that name" },
  });

  serviceRoute(app, renameFolder, {
    method: "patch",
    path: "/api/lesson-folders/{folderId}",
    tags,
    summary: "Rename one's own folder",
    params: folderParams,
    body: folderRequest,
    response: folderResponse,
    errors: { ...NOT_FOUND, 409: "Another of one's folders has that name" },
  });

  serviceRoute(app, deleteFolder, {
    method: "delete",
    path: "/api/lesson-folders/{folderId}",
    tags,
    summary: "Delete one's own folder; its lessons move to Unassigned",
    params: folderParams,
    response: okResponse,
    errors: NOT_FOUND,
  });
}
