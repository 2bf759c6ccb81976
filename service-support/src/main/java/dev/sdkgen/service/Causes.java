package dev.sdkgen.service;

/** The innermost cause's message, for failure messages that name what went wrong. */
final class Causes {

    private Causes() {
    }

    static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null) {
            t = t.getCause();
        }
        return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
    }
}
