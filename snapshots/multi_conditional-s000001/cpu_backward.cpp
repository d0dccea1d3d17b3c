template <bool wp_linear_contiguous>
static void multi_conditional_s000001_cpu_kernel_backward(
    wp::launch_bounds_t<3> dim,
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
    wp::int32 var_1;
    wp::int32 var_2;
    const wp::float32 var_3 = 0.0;
    bool var_4;
    wp::float32* var_5;
    const wp::float32 var_6 = 0.25;
    bool var_7;
    wp::float32 var_8;
    wp::float32* var_9;
    const wp::float32 var_10 = -0.5;
    bool var_11;
    wp::float32 var_12;
    bool var_13;
    wp::float32* var_14;
    const wp::float32 var_15 = 0.5;
    wp::float32 var_16;
    wp::float32 var_17;
    bool var_18;
    wp::float32* var_19;
    const wp::float32 var_20 = 0.5;
    bool var_21;
    wp::float32 var_22;
    wp::float32* var_23;
    const wp::float32 var_24 = -0.25;
    bool var_25;
    wp::float32 var_26;
    wp::float32* var_27;
    const wp::float32 var_28 = 0.5;
    wp::float32 var_29;
    wp::float32 var_30;
    bool var_31;
    wp::float32* var_32;
    bool var_33;
    wp::float32 var_34;
    wp::float32* var_35;
    const wp::float32 var_36 = 0.0;
    bool var_37;
    wp::float32 var_38;
    wp::float32* var_39;
    const wp::float32 var_40 = 0.5;
    wp::float32 var_41;
    wp::float32 var_42;
    bool var_43;
    wp::float32* var_44;
    const wp::float32 var_45 = 0.0;
    bool var_46;
    wp::float32 var_47;
    wp::float32* var_48;
    const wp::float32 var_49 = -0.5;
    bool var_50;
    wp::float32 var_51;
    wp::float32* var_52;
    const wp::float32 var_53 = 0.5;
    wp::float32 var_54;
    wp::float32 var_55;
    wp::float32* var_56;
    const wp::float32 var_57 = 2.0;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::float32 var_62;
    wp::float32 var_63;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::float32 adj_3 = {};
    bool adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    bool adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    bool adj_11 = {};
    wp::float32 adj_12 = {};
    bool adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    bool adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    bool adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    bool adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    bool adj_31 = {};
    wp::float32 adj_32 = {};
    bool adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    bool adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    bool adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    bool adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    bool adj_50 = {};
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
    wp::float32 adj_63 = {};
    //---------
    // forward
    // def multi_conditional_s000001(                                                         <L 10>
    // i, j, k = wp.tid()                                                                     <L 15>
    builtin_tid3d(var_0, var_1, var_2);
    // x0 = 0.0                                                                               <L 16>
    // if a[i, j, k] < OFFSET and not b[i, j, k] > -0.5:                                      <L 17>
    var_5 = wp::address(var_a, var_0, var_1, var_2);
    var_8 = wp::load(var_5);
    var_7 = (var_8 < var_6);
    var_4 = var_7;
    if (var_4) {
        var_9 = wp::address(var_b, var_0, var_1, var_2);
        var_12 = wp::load(var_9);
        var_11 = (var_12 > var_10);
        var_13 = wp::unot(var_11);
        var_4 = var_4 && var_13;
    }
    if (var_4) {
        // x0 = b[i, j, k] * wp.static(1.0 / 2.0)                                             <L 18>
        var_14 = wp::address(var_b, var_0, var_1, var_2);
        var_17 = wp::load(var_14);
        var_16 = wp::mul(var_17, var_15);
    }
    if (!var_4) {
        // elif a[i, j, k] > 0.5 or b[i, j, k] < SCALE:                                       <L 19>
        var_19 = wp::address(var_a, var_0, var_1, var_2);
        var_22 = wp::load(var_19);
        var_21 = (var_22 > var_20);
        var_18 = var_21;
        if (!var_18) {
            var_23 = wp::address(var_b, var_0, var_1, var_2);
            var_26 = wp::load(var_23);
            var_25 = (var_26 < var_24);
            var_18 = var_18 || var_25;
        }
        if (var_18) {
            // x0 = b[i, j, k] * 0.5                                                          <L 20>
            var_27 = wp::address(var_b, var_0, var_1, var_2);
            var_30 = wp::load(var_27);
            var_29 = wp::mul(var_30, var_28);
        }
        if (!var_18) {
            // elif a[i, j, k] < SCALE and b[i, j, k] > 0.0:                                  <L 21>
            var_32 = wp::address(var_a, var_0, var_1, var_2);
            var_34 = wp::load(var_32);
            var_33 = (var_34 < var_24);
            var_31 = var_33;
            if (var_31) {
                var_35 = wp::address(var_b, var_0, var_1, var_2);
                var_38 = wp::load(var_35);
                var_37 = (var_38 > var_36);
                var_31 = var_31 && var_37;
            }
            if (var_31) {
                // x0 = a[i, j, k] - 0.5                                                      <L 22>
                var_39 = wp::address(var_a, var_0, var_1, var_2);
                var_42 = wp::load(var_39);
                var_41 = wp::sub(var_42, var_40);
            }
            if (!var_31) {
                // elif b[i, j, k] > 0.0 or a[i, j, k] < -0.5:                                <L 23>
                var_44 = wp::address(var_b, var_0, var_1, var_2);
                var_47 = wp::load(var_44);
                var_46 = (var_47 > var_45);
                var_43 = var_46;
                if (!var_43) {
                    var_48 = wp::address(var_a, var_0, var_1, var_2);
                    var_51 = wp::load(var_48);
                    var_50 = (var_51 < var_49);
                    var_43 = var_43 || var_50;
                }
                if (var_43) {
                    // x0 = a[i, j, k] * wp.static(1.0 / 2.0)                                 <L 24>
                    var_52 = wp::address(var_a, var_0, var_1, var_2);
                    var_55 = wp::load(var_52);
                    var_54 = wp::mul(var_55, var_53);
                }
                if (!var_43) {
                    // x0 = b[i, j, k] + 2.0                                                  <L 26>
                    var_56 = wp::address(var_b, var_0, var_1, var_2);
                    var_59 = wp::load(var_56);
                    var_58 = wp::add(var_59, var_57);
                }
                var_60 = wp::where(var_43, var_54, var_58);
            }
            var_61 = wp::where(var_31, var_41, var_60);
        }
        var_62 = wp::where(var_18, var_29, var_61);
    }
    var_63 = wp::where(var_4, var_16, var_62);
    // out[i, j, k] = x0                                                                      <L 27>
    // wp::array_store(var_out, var_0, var_1, var_2, var_63);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_1, var_2, var_63, adj_out, adj_0, adj_1, adj_2, adj_63);
    // adj: out[i, j, k] = x0                                                                 <L 27>
    wp::adj_where(var_4, var_16, var_62, adj_4, adj_16, adj_62, adj_63);
    if (!var_4) {
        wp::adj_where(var_18, var_29, var_61, adj_18, adj_29, adj_61, adj_62);
        if (!var_18) {
            wp::adj_where(var_31, var_41, var_60, adj_31, adj_41, adj_60, adj_61);
            if (!var_31) {
                wp::adj_where(var_43, var_54, var_58, adj_43, adj_54, adj_58, adj_60);
                if (!var_43) {
                    wp::adj_add(var_59, var_57, adj_56, adj_57, adj_58);
                    wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_56);
                    // adj: x0 = b[i, j, k] + 2.0                                             <L 26>
                }
                if (var_43) {
                    wp::adj_mul(var_55, var_53, adj_52, adj_53, adj_54);
                    wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_52);
                    // adj: x0 = a[i, j, k] * wp.static(1.0 / 2.0)                            <L 24>
                }
                if (!var_43) {
                    wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_48);
                }
                wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_44);
                // adj: elif b[i, j, k] > 0.0 or a[i, j, k] < -0.5:                           <L 23>
            }
            if (var_31) {
                wp::adj_sub(var_42, var_40, adj_39, adj_40, adj_41);
                wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_39);
                // adj: x0 = a[i, j, k] - 0.5                                                 <L 22>
            }
            if (var_31) {
                wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_35);
            }
            wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_32);
            // adj: elif a[i, j, k] < SCALE and b[i, j, k] > 0.0:                             <L 21>
        }
        if (var_18) {
            wp::adj_mul(var_30, var_28, adj_27, adj_28, adj_29);
            wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_27);
            // adj: x0 = b[i, j, k] * 0.5                                                     <L 20>
        }
        if (!var_18) {
            wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_23);
        }
        wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_19);
        // adj: elif a[i, j, k] > 0.5 or b[i, j, k] < SCALE:                                  <L 19>
    }
    if (var_4) {
        wp::adj_mul(var_17, var_15, adj_14, adj_15, adj_16);
        wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_14);
        // adj: x0 = b[i, j, k] * wp.static(1.0 / 2.0)                                        <L 18>
    }
    if (var_4) {
        wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_9);
    }
    wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_5);
    // adj: if a[i, j, k] < OFFSET and not b[i, j, k] > -0.5:                                 <L 17>
    // adj: x0 = 0.0                                                                          <L 16>
    // adj: i, j, k = wp.tid()                                                                <L 15>
    // adj: def multi_conditional_s000001(                                                    <L 10>
    return;
}