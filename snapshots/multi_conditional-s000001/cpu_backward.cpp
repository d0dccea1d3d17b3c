template <bool wp_linear_contiguous>
static void multi_conditional_s000001_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_multi_conditional_s000001 *_wp_args,
    wp_args_multi_conditional_s000001 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_b = _wp_adj_args->b;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::float32 var_1 = 0.0;
    bool var_2;
    wp::float32* var_3;
    const wp::float32 var_4 = 0.25;
    bool var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    const wp::float32 var_8 = -0.5;
    bool var_9;
    wp::float32 var_10;
    bool var_11;
    wp::float32* var_12;
    const wp::float32 var_13 = 2.0;
    wp::float32 var_14;
    wp::float32 var_15;
    bool var_16;
    wp::float32* var_17;
    const wp::float32 var_18 = 0.5;
    bool var_19;
    wp::float32 var_20;
    wp::float32* var_21;
    const wp::float32 var_22 = -0.25;
    bool var_23;
    wp::float32 var_24;
    wp::float32* var_25;
    const wp::float32 var_26 = 0.5;
    wp::float32 var_27;
    wp::float32 var_28;
    bool var_29;
    wp::float32* var_30;
    const wp::float32 var_31 = -0.25;
    bool var_32;
    wp::float32 var_33;
    wp::float32* var_34;
    const wp::float32 var_35 = 0.0;
    bool var_36;
    wp::float32 var_37;
    wp::float32* var_38;
    const wp::float32 var_39 = 0.5;
    wp::float32 var_40;
    wp::float32 var_41;
    bool var_42;
    wp::float32* var_43;
    const wp::float32 var_44 = 0.0;
    bool var_45;
    wp::float32 var_46;
    wp::float32* var_47;
    const wp::float32 var_48 = -0.5;
    bool var_49;
    wp::float32 var_50;
    wp::float32* var_51;
    const wp::float32 var_52 = 2.0;
    wp::float32 var_53;
    wp::float32 var_54;
    wp::float32* var_55;
    const wp::float32 var_56 = 2.0;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::float32 var_62;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    bool adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    bool adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    bool adj_9 = {};
    wp::float32 adj_10 = {};
    bool adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    bool adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    bool adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    bool adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    bool adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    bool adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    bool adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    bool adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    bool adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    bool adj_49 = {};
    wp::float32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::float32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    //---------
    // forward
    // def multi_conditional_s000001(                                                         <L 7>
    // i = wp.tid()                                                                           <L 12>
    var_0 = builtin_tid1d();
    // x0 = 0.0                                                                               <L 13>
    // if b[i] > 0.25 and not a[i] < -0.5:                                                    <L 14>
    var_3 = wp::address(var_b, var_0);
    var_6 = wp::load(var_3);
    var_5 = (var_6 > var_4);
    var_2 = var_5;
    if (var_2) {
        var_7 = wp::address(var_a, var_0);
        var_10 = wp::load(var_7);
        var_9 = (var_10 < var_8);
        var_11 = wp::unot(var_9);
        var_2 = var_2 && var_11;
    }
    if (var_2) {
        // x0 = b[i] / 2.0                                                                    <L 15>
        var_12 = wp::address(var_b, var_0);
        var_15 = wp::load(var_12);
        var_14 = wp::div(var_15, var_13);
    }
    if (!var_2) {
        // elif a[i] > 0.5 or b[i] < -0.25:                                                   <L 16>
        var_17 = wp::address(var_a, var_0);
        var_20 = wp::load(var_17);
        var_19 = (var_20 > var_18);
        var_16 = var_19;
        if (!var_16) {
            var_21 = wp::address(var_b, var_0);
            var_24 = wp::load(var_21);
            var_23 = (var_24 < var_22);
            var_16 = var_16 || var_23;
        }
        if (var_16) {
            // x0 = b[i] * 0.5                                                                <L 17>
            var_25 = wp::address(var_b, var_0);
            var_28 = wp::load(var_25);
            var_27 = wp::mul(var_28, var_26);
        }
        if (!var_16) {
            // elif b[i] > -0.25 and a[i] > 0.0:                                              <L 18>
            var_30 = wp::address(var_b, var_0);
            var_33 = wp::load(var_30);
            var_32 = (var_33 > var_31);
            var_29 = var_32;
            if (var_29) {
                var_34 = wp::address(var_a, var_0);
                var_37 = wp::load(var_34);
                var_36 = (var_37 > var_35);
                var_29 = var_29 && var_36;
            }
            if (var_29) {
                // x0 = a[i] - 0.5                                                            <L 19>
                var_38 = wp::address(var_a, var_0);
                var_41 = wp::load(var_38);
                var_40 = wp::sub(var_41, var_39);
            }
            if (!var_29) {
                // elif a[i] < 0.0 or b[i] > -0.5:                                            <L 20>
                var_43 = wp::address(var_a, var_0);
                var_46 = wp::load(var_43);
                var_45 = (var_46 < var_44);
                var_42 = var_45;
                if (!var_42) {
                    var_47 = wp::address(var_b, var_0);
                    var_50 = wp::load(var_47);
                    var_49 = (var_50 > var_48);
                    var_42 = var_42 || var_49;
                }
                if (var_42) {
                    // x0 = a[i] / 2.0                                                        <L 21>
                    var_51 = wp::address(var_a, var_0);
                    var_54 = wp::load(var_51);
                    var_53 = wp::div(var_54, var_52);
                }
                if (!var_42) {
                    // x0 = b[i] + 2.0                                                        <L 23>
                    var_55 = wp::address(var_b, var_0);
                    var_58 = wp::load(var_55);
                    var_57 = wp::add(var_58, var_56);
                }
                var_59 = wp::where(var_42, var_53, var_57);
            }
            var_60 = wp::where(var_29, var_40, var_59);
        }
        var_61 = wp::where(var_16, var_27, var_60);
    }
    var_62 = wp::where(var_2, var_14, var_61);
    // out[i] = x0                                                                            <L 24>
    // wp::array_store(var_out, var_0, var_62);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_62, adj_out, adj_0, adj_62);
    // adj: out[i] = x0                                                                       <L 24>
    wp::adj_where(var_2, var_14, var_61, adj_2, adj_14, adj_61, adj_62);
    if (!var_2) {
        wp::adj_where(var_16, var_27, var_60, adj_16, adj_27, adj_60, adj_61);
        if (!var_16) {
            wp::adj_where(var_29, var_40, var_59, adj_29, adj_40, adj_59, adj_60);
            if (!var_29) {
                wp::adj_where(var_42, var_53, var_57, adj_42, adj_53, adj_57, adj_59);
                if (!var_42) {
                    wp::adj_add(var_58, var_56, adj_55, adj_56, adj_57);
                    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_55);
                    // adj: x0 = b[i] + 2.0                                                   <L 23>
                }
                if (var_42) {
                    wp::adj_div(var_54, var_52, var_53, adj_51, adj_52, adj_53);
                    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_51);
                    // adj: x0 = a[i] / 2.0                                                   <L 21>
                }
                if (!var_42) {
                    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_47);
                }
                wp::adj_address(var_a, var_0, adj_a, adj_0, adj_43);
                // adj: elif a[i] < 0.0 or b[i] > -0.5:                                       <L 20>
            }
            if (var_29) {
                wp::adj_sub(var_41, var_39, adj_38, adj_39, adj_40);
                wp::adj_address(var_a, var_0, adj_a, adj_0, adj_38);
                // adj: x0 = a[i] - 0.5                                                       <L 19>
            }
            if (var_29) {
                wp::adj_address(var_a, var_0, adj_a, adj_0, adj_34);
            }
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_30);
            // adj: elif b[i] > -0.25 and a[i] > 0.0:                                         <L 18>
        }
        if (var_16) {
            wp::adj_mul(var_28, var_26, adj_25, adj_26, adj_27);
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_25);
            // adj: x0 = b[i] * 0.5                                                           <L 17>
        }
        if (!var_16) {
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_21);
        }
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_17);
        // adj: elif a[i] > 0.5 or b[i] < -0.25:                                              <L 16>
    }
    if (var_2) {
        wp::adj_div(var_15, var_13, var_14, adj_12, adj_13, adj_14);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_12);
        // adj: x0 = b[i] / 2.0                                                               <L 15>
    }
    if (var_2) {
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_7);
    }
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_3);
    // adj: if b[i] > 0.25 and not a[i] < -0.5:                                               <L 14>
    // adj: x0 = 0.0                                                                          <L 13>
    // adj: i = wp.tid()                                                                      <L 12>
    // adj: def multi_conditional_s000001(                                                    <L 7>
    return;
}