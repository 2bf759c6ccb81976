package dev.sdkgen.engine.yaml;

/**
 * A JSON pointer built up as a walk descends, made into its string only when asked and then kept: {@link #toString}
 * is what {@link Pointer#child} would have built step by step. A walk over a large spec needs the pointer of a node
 * only where it reports something or resolves a reference (issue 26: the schema-value walk over GitHub's spec built
 * 80 MB of pointer strings, nearly all unused).
 */
public final class PointerPath {
    /** The whole document: {@code ""}. */
    public static final PointerPath ROOT = new PointerPath(null, null, "");

    private final PointerPath parent;
    /** The escaped token after the parent's pointer; null for a pointer given as a string. */
    private final String token;
    private String text;

    private PointerPath(PointerPath parent, String token, String text) {
        this.parent = parent;
        this.token = token;
        this.text = text;
    }

    /** A pointer already made. */
    public static PointerPath of(String pointer) {
        return pointer.isEmpty() ? ROOT : new PointerPath(null, null, pointer);
    }

    /** This pointer and one more member name. */
    public PointerPath child(String name) {
        return new PointerPath(this, Pointer.escape(name), null);
    }

    /** This pointer and one more array index. */
    public PointerPath child(int index) {
        return new PointerPath(this, Integer.toString(index), null);
    }

    /** Whether this is {@code parentPointer} + {@code /name}, without making either string when the name differs. */
    public boolean isChild(String parentPointer, String name) {
        if (token == null) {
            return toString().equals(parentPointer + "/" + Pointer.escape(name));
        }
        return token.equals(Pointer.escape(name)) && parent.toString().equals(parentPointer);
    }

    @Override
    public String toString() {
        String t = text;
        if (t == null) {
            t = parent.toString() + "/" + token;
            text = t;
        }
        return t;
    }
}
