package dev.sdkgen.engine.yaml;

/** A document could not be loaded: syntax error, duplicate key, or a {@link Limits} bound exceeded. */
public final class DocumentException extends Exception {
    private static final long serialVersionUID = 1L;
    private final int line;

    public DocumentException(String message, int line) {
        super(message);
        this.line = line;
    }

    /** 1-based line of the problem; 1 when the problem has no better place. */
    public int line() {
        return Math.max(line, 1);
    }
}
