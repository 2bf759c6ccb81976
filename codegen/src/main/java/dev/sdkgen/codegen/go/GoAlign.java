package dev.sdkgen.codegen.go;

import java.util.ArrayList;
import java.util.List;

/**
 * gofmt's column alignment, so generated Go is gofmt-clean by construction. gofmt writes declarations
 * through a tabwriter: in each line, cells end with a tab and the last cell is plain text; in a column,
 * the cells of consecutive lines that all have a cell there form a block, and every cell of a block is
 * padded with spaces to the block's widest cell plus one. A line without cells (a comment, a blank
 * line) therefore ends every block: struct fields separated by a comment are aligned separately.
 *
 * <p>Lines given here use {@code \t} between cells ({@code Name\tstring\t`json:"name"`}) and carry no
 * indentation; {@link #lines} returns them aligned, each prefixed with {@code indent}.
 */
final class GoAlign {
    private GoAlign() {
    }

    static List<String> lines(List<String> lines, String indent) {
        List<String[]> cells = new ArrayList<>();
        for (String line : lines) {
            cells.add(line.split("\t", -1));
        }
        int columns = cells.stream().mapToInt(c -> c.length - 1).max().orElse(0);
        for (int column = 0; column < columns; column++) {
            pad(cells, column);
        }
        List<String> out = new ArrayList<>();
        for (String[] line : cells) {
            String text = String.join("", line);
            out.add(text.isEmpty() ? "" : indent + text);
        }
        return out;
    }

    /** Pads the tab-terminated cells of one column, block by block. */
    private static void pad(List<String[]> cells, int column) {
        int start = 0;
        while (start < cells.size()) {
            if (cells.get(start).length - 1 <= column) {
                start++;
                continue;
            }
            int end = start;
            int width = 0;
            while (end < cells.size() && cells.get(end).length - 1 > column) {
                width = Math.max(width, width(cells.get(end)[column]));
                end++;
            }
            for (int i = start; i < end; i++) {
                String cell = cells.get(i)[column];
                cells.get(i)[column] = cell + " ".repeat(width - width(cell) + 1);
            }
            start = end;
        }
    }

    /** A cell's width as the tabwriter counts it: in Unicode code points. */
    private static int width(String cell) {
        return cell.codePointCount(0, cell.length());
    }
}
