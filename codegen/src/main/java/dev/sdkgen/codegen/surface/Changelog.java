package dev.sdkgen.codegen.surface;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * CHANGELOG.md from a {@link SurfaceDiff}: a section for the new version with its entries grouped as Breaking changes
 * (major), Added (minor additions), Fixed (the other minor changes: a field that became optional in a request, null
 * now accepted, another default base URL) and Documentation (patch), placed above the existing sections.
 * Deterministic: the same diff and file give the same text. The SDKs ship a first section ({@code ProjectFiles}).
 * Two builds of the same version accumulate in its one section ({@link #prepend}).
 */
public final class Changelog {
    private static final String TITLE = "# Changelog";
    private static final String BREAKING = "Breaking changes";
    private static final String ADDED = "Added";
    private static final String FIXED = "Fixed";
    private static final String DOCUMENTATION = "Documentation";
    /** The groups of a section, in the order they are printed; a group a person added goes after them. */
    private static final List<String> GROUPS = List.of(BREAKING, ADDED, FIXED, DOCUMENTATION);
    private static final String NO_CHANGES = "- No changes to the public API.";

    private Changelog() {
    }

    /** The section of the diff's new version ({@code ## 1.5.0} and its groups), ending with one newline. */
    public static String section(SurfaceDiff diff) {
        StringBuilder sb = new StringBuilder("## ").append(diff.newVersion()).append("\n\n");
        List<Change> minor = diff.at(Change.Level.MINOR);
        int before = sb.length();
        group(sb, BREAKING, diff.at(Change.Level.MAJOR));
        group(sb, ADDED, minor.stream().filter(c -> c.kind() == Change.Kind.ADDED).toList());
        group(sb, FIXED, minor.stream().filter(c -> c.kind() != Change.Kind.ADDED).toList());
        group(sb, DOCUMENTATION, diff.at(Change.Level.PATCH));
        if (sb.length() == before) {
            sb.append(NO_CHANGES).append("\n\n");
        }
        return sb.substring(0, sb.length() - 1);
    }

    private static void group(StringBuilder sb, String title, List<Change> changes) {
        if (changes.isEmpty()) {
            return;
        }
        sb.append("### ").append(title).append("\n\n");
        for (Change c : changes) {
            sb.append("- ").append(entry(c)).append('\n');
        }
        sb.append('\n');
    }

    /** {@code `Account.name`: field removed — code reading or setting it breaks}, one line, backticks kept out of names. */
    static String entry(Change c) {
        String text = "`" + c.name().replace("`", "'") + "`: " + c.what() + " " + c.kind().label();
        if (c.before() != null && c.after() != null) {
            text += " (`" + c.before().replace("`", "'") + "` → `" + c.after().replace("`", "'") + "`)";
        }
        return text + " — " + c.reason().replace("\n", " ");
    }

    /**
     * {@code existing} with {@code section} placed above its first version section (after its title and any lines
     * before it). When that first section is of the same version, the two are merged instead: each group keeps its
     * entries and gets the new ones it lacks (two builds of one {@code sdk.version} both stay listed until the version
     * changes), "No changes to the public API" goes once there is an entry — so rendering twice changes nothing. A
     * file without a {@code # Changelog} title gets one.
     */
    public static String prepend(String existing, String section) {
        String text = existing == null ? "" : existing.replace("\r\n", "\n");
        String version = section.lines().findFirst().orElseThrow();
        List<String> lines = new ArrayList<>(text.lines().toList());
        int first = indexOf(lines, l -> l.startsWith("## "));
        int title = indexOf(lines, l -> l.equals(TITLE));
        int insertAt = first >= 0 ? first : lines.size();
        List<String> placed = section.lines().toList();
        if (first >= 0 && lines.get(first).equals(version)) {
            int next = indexOf(lines.subList(first + 1, lines.size()), l -> l.startsWith("## "));
            List<String> same = lines.subList(first, next < 0 ? lines.size() : first + 1 + next);
            placed = merge(version, same, placed);
            same.clear();
        }
        List<String> out = new ArrayList<>(lines.subList(0, Math.min(insertAt, lines.size())));
        if (title < 0) {
            out.add(0, TITLE);
            out.add(1, "");
        }
        trimTrailingBlank(out);
        out.add("");
        out.addAll(placed);
        List<String> rest = lines.subList(Math.min(insertAt, lines.size()), lines.size());
        if (!rest.isEmpty()) {
            out.add("");
            out.addAll(rest);
        }
        trimTrailingBlank(out);
        return String.join("\n", out).stripLeading() + "\n";
    }

    /**
     * One section of {@code version} with the entries of both (each line once, the earlier section's first), grouped as
     * {@link #section} groups them.
     */
    private static List<String> merge(String version, List<String> earlier, List<String> later) {
        Map<String, List<String>> groups = new LinkedHashMap<>();
        groups.put("", new ArrayList<>());
        GROUPS.forEach(g -> groups.put(g, new ArrayList<>()));
        for (List<String> section : List.of(earlier, later)) {
            String group = "";
            for (String line : section.subList(1, section.size())) {
                if (line.startsWith("### ")) {
                    group = line.substring(4).strip();
                    groups.computeIfAbsent(group, g -> new ArrayList<>());
                } else if (!line.isBlank() && !groups.get(group).contains(line)) {
                    groups.get(group).add(line);
                }
            }
        }
        if (groups.values().stream().flatMap(List::stream).anyMatch(l -> !l.equals(NO_CHANGES))) {
            groups.get("").remove(NO_CHANGES);
        }
        List<String> out = new ArrayList<>(List.of(version, ""));
        groups.forEach((group, entries) -> {
            if (!entries.isEmpty()) {
                if (!group.isEmpty()) {
                    out.addAll(List.of("### " + group, ""));
                }
                out.addAll(entries);
                out.add("");
            }
        });
        trimTrailingBlank(out);
        return out;
    }

    /**
     * The first version section of a changelog ({@code ## <version>} up to the next one), ending with one newline; null
     * when it has none. What delivery places on the SDK branch's own changelog when there is no diff to render
     * (the target's first build: the generated file's section).
     */
    public static String firstSection(String text) {
        List<String> lines = text == null ? List.of() : text.replace("\r\n", "\n").lines().toList();
        int first = indexOf(lines, l -> l.startsWith("## "));
        if (first < 0) {
            return null;
        }
        int next = indexOf(lines.subList(first + 1, lines.size()), l -> l.startsWith("## "));
        List<String> section = new ArrayList<>(lines.subList(first, next < 0 ? lines.size() : first + 1 + next));
        trimTrailingBlank(section);
        return String.join("\n", section) + "\n";
    }

    private static int indexOf(List<String> lines, java.util.function.Predicate<String> p) {
        for (int i = 0; i < lines.size(); i++) {
            if (p.test(lines.get(i))) {
                return i;
            }
        }
        return -1;
    }

    private static void trimTrailingBlank(List<String> lines) {
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isBlank()) {
            lines.remove(lines.size() - 1);
        }
    }
}
