package dev.sdkgen.codegen.python;

import dev.sdkgen.codegen.text.DocText;
import dev.sdkgen.codegen.text.Layout;
import java.util.ArrayList;
import java.util.List;

/** Docstrings and comments from spec text (PEP 257 layout). */
final class PyDocs {
    private PyDocs() {
    }

    /**
     * A docstring at an indentation: {@code """One line."""} when it fits, else the first line after
     * the opening quotes and the closing quotes on their own line. No text → no lines.
     */
    static List<String> docstring(String indent, List<String> text) {
        List<String> out = new ArrayList<>();
        if (text.isEmpty()) {
            return out;
        }
        text = DocText.wrap(text, Math.max(40, Layout.WIDTH - indent.length() - 3));
        if (text.size() == 1) {
            String line = indent + "\"\"\"" + PyLiterals.docstringText(text.get(0), true) + "\"\"\"";
            if (line.length() <= Layout.WIDTH) {
                out.add(line);
                return out;
            }
        }
        for (int i = 0; i < text.size(); i++) {
            String escaped = PyLiterals.docstringText(text.get(i), false);
            if (i == 0) {
                out.add(indent + "\"\"\"" + escaped);
            } else {
                out.add(escaped.isEmpty() ? "" : indent + escaped);
            }
        }
        out.add(indent + "\"\"\"");
        return out;
    }

    /** {@code # text} lines (comments cannot be escaped out of: the text has no line breaks left). */
    static List<String> comment(String indent, List<String> text) {
        List<String> out = new ArrayList<>();
        for (String line : DocText.wrap(text, Math.max(40, Layout.WIDTH - indent.length() - 2))) {
            out.add(line.isEmpty() ? indent + "#" : indent + "# " + line);
        }
        return out;
    }
}
