// A lint rule: a relative import only goes down (`./x`, `./sub/x`); anything above the file's folder is
// named by its alias (`#shared/levels.ts`), so a line says where it reaches without counting `../`.
// `eslint --fix` rewrites them.
import { aliasFor, resolveSpecifier } from "./aliases.js";

export default {
  meta: {
    type: "suggestion",
    fixable: "code",
    docs: { description: "Imports from above the file's folder use the package.json aliases." },
    messages: { parent: 'Import "{{from}}" as "{{to}}".', unaliased: 'No alias covers "{{from}}": add one to package.json "imports".' },
    schema: [],
  },
  create(context) {
    const check = (source) => {
      if (source?.type !== "Literal" || typeof source.value !== "string" || !source.value.startsWith("../")) return;
      const target = resolveSpecifier(context.filename, source.value);
      const to = target && aliasFor(target);
      if (!to) {
        context.report({ node: source, messageId: "unaliased", data: { from: source.value } });
        return;
      }
      const quote = source.raw[0];
      context.report({
        node: source,
        messageId: "parent",
        data: { from: source.value, to },
        fix: (fixer) => fixer.replaceText(source, `${quote}${to}${quote}`),
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // vi.mock("../x") and vi.importActual("../x") name modules too.
      CallExpression: (node) => {
        const callee = node.callee;
        if (callee.type === "MemberExpression" && callee.object.name === "vi" && node.arguments[0]) check(node.arguments[0]);
      },
    };
  },
};
