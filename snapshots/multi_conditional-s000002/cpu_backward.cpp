template <bool wp_linear_contiguous>
static void multi_conditional_s000002_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_multi_conditional_s000002 *_wp_args,
    wp_args_multi_conditional_s000002 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_c = _wp_args->c;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_b = _wp_adj_args->b;
    wp::array_t<wp::float32> adj_c = _wp_adj_args->c;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::float32 var_1 = 0.0;
    bool var_2;
    wp::float32* var_3;
    const wp::float32 var_4 = -0.5;
    bool var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    const wp::float32 var_8 = -0.25;
    bool var_9;
    wp::float32 var_10;
    wp::float32* var_11;
    const wp::float32 var_12 = 1.5;
    wp::float32 var_13;
    wp::float32 var_14;
    bool var_15;
    bool var_16;
    wp::float32* var_17;
    const wp::float32 var_18 = 0.25;
    bool var_19;
    wp::float32 var_20;
    wp::float32* var_21;
    const wp::float32 var_22 = 0.5;
    bool var_23;
    wp::float32 var_24;
    wp::float32* var_25;
    const wp::float32 var_26 = 0.5;
    bool var_27;
    wp::float32 var_28;
    bool var_29;
    wp::float32* var_30;
    const wp::float32 var_31 = 1.5;
    wp::float32 var_32;
    wp::float32 var_33;
    bool var_34;
    bool var_35;
    wp::float32* var_36;
    const wp::float32 var_37 = -0.25;
    bool var_38;
    wp::float32 var_39;
    wp::float32* var_40;
    const wp::float32 var_41 = 0.25;
    bool var_42;
    wp::float32 var_43;
    bool var_44;
    wp::float32* var_45;
    const wp::float32 var_46 = 0.5;
    bool var_47;
    wp::float32 var_48;
    wp::float32* var_49;
    const wp::float32 var_50 = 3.0;
    wp::float32 var_51;
    wp::float32 var_52;
    bool var_53;
    bool var_54;
    wp::float32* var_55;
    const wp::float32 var_56 = -0.25;
    bool var_57;
    wp::float32 var_58;
    wp::float32* var_59;
    const wp::float32 var_60 = 0.25;
    bool var_61;
    wp::float32 var_62;
    wp::float32* var_63;
    const wp::float32 var_64 = 0.5;
    bool var_65;
    wp::float32 var_66;
    wp::float32* var_67;
    const wp::float32 var_68 = 1.0;
    wp::float32 var_69;
    wp::float32 var_70;
    wp::float32* var_71;
    const wp::float32 var_72 = 0.5;
    wp::float32 var_73;
    wp::float32 var_74;
    wp::float32 var_75;
    wp::float32 var_76;
    wp::float32 var_77;
    wp::float32 var_78;
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
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    bool adj_15 = {};
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
    bool adj_27 = {};
    wp::float32 adj_28 = {};
    bool adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    bool adj_34 = {};
    bool adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    bool adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    bool adj_42 = {};
    wp::float32 adj_43 = {};
    bool adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    bool adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    bool adj_53 = {};
    bool adj_54 = {};
    wp::float32 adj_55 = {};
    wp::float32 adj_56 = {};
    bool adj_57 = {};
    wp::float32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    bool adj_61 = {};
    wp::float32 adj_62 = {};
    wp::float32 adj_63 = {};
    wp::float32 adj_64 = {};
    bool adj_65 = {};
    wp::float32 adj_66 = {};
    wp::float32 adj_67 = {};
    wp::float32 adj_68 = {};
    wp::float32 adj_69 = {};
    wp::float32 adj_70 = {};
    wp::float32 adj_71 = {};
    wp::float32 adj_72 = {};
    wp::float32 adj_73 = {};
    wp::float32 adj_74 = {};
    wp::float32 adj_75 = {};
    wp::float32 adj_76 = {};
    wp::float32 adj_77 = {};
    wp::float32 adj_78 = {};
    //---------
    // forward
    // def multi_conditional_s000002(                                                         <L 7>
    // i = wp.tid()                                                                           <L 13>
    var_0 = builtin_tid1d();
    // x0 = 0.0                                                                               <L 14>
    // if a[i] > -0.5 and b[i] < -0.25:                                                       <L 15>
    var_3 = wp::address(var_a, var_0);
    var_6 = wp::load(var_3);
    var_5 = (var_6 > var_4);
    var_2 = var_5;
    if (var_2) {
        var_7 = wp::address(var_b, var_0);
        var_10 = wp::load(var_7);
        var_9 = (var_10 < var_8);
        var_2 = var_2 && var_9;
    }
    if (var_2) {
        // x0 = c[i] - 1.5                                                                    <L 16>
        var_11 = wp::address(var_c, var_0);
        var_14 = wp::load(var_11);
        var_13 = wp::sub(var_14, var_12);
    }
    if (!var_2) {
        // elif a[i] < 0.25 and b[i] < 0.5 or not b[i] > 0.5:                                 <L 17>
        var_17 = wp::address(var_a, var_0);
        var_20 = wp::load(var_17);
        var_19 = (var_20 < var_18);
        var_16 = var_19;
        if (var_16) {
            var_21 = wp::address(var_b, var_0);
            var_24 = wp::load(var_21);
            var_23 = (var_24 < var_22);
            var_16 = var_16 && var_23;
        }
        var_15 = var_16;
        if (!var_15) {
            var_25 = wp::address(var_b, var_0);
            var_28 = wp::load(var_25);
            var_27 = (var_28 > var_26);
            var_29 = wp::unot(var_27);
            var_15 = var_15 || var_29;
        }
        if (var_15) {
            // x0 = c[i] * 1.5                                                                <L 18>
            var_30 = wp::address(var_c, var_0);
            var_33 = wp::load(var_30);
            var_32 = wp::mul(var_33, var_31);
        }
        if (!var_15) {
            // elif (b[i] > -0.25 or not b[i] < 0.25) and b[i] > 0.5:                         <L 19>
            var_36 = wp::address(var_b, var_0);
            var_39 = wp::load(var_36);
            var_38 = (var_39 > var_37);
            var_35 = var_38;
            if (!var_35) {
                var_40 = wp::address(var_b, var_0);
                var_43 = wp::load(var_40);
                var_42 = (var_43 < var_41);
                var_44 = wp::unot(var_42);
                var_35 = var_35 || var_44;
            }
            var_34 = var_35;
            if (var_34) {
                var_45 = wp::address(var_b, var_0);
                var_48 = wp::load(var_45);
                var_47 = (var_48 > var_46);
                var_34 = var_34 && var_47;
            }
            if (var_34) {
                // x0 = a[i] / 3.0                                                            <L 20>
                var_49 = wp::address(var_a, var_0);
                var_52 = wp::load(var_49);
                var_51 = wp::div(var_52, var_50);
            }
            if (!var_34) {
                // elif c[i] > -0.25 and b[i] > 0.25 or c[i] < 0.5:                           <L 21>
                var_55 = wp::address(var_c, var_0);
                var_58 = wp::load(var_55);
                var_57 = (var_58 > var_56);
                var_54 = var_57;
                if (var_54) {
                    var_59 = wp::address(var_b, var_0);
                    var_62 = wp::load(var_59);
                    var_61 = (var_62 > var_60);
                    var_54 = var_54 && var_61;
                }
                var_53 = var_54;
                if (!var_53) {
                    var_63 = wp::address(var_c, var_0);
                    var_66 = wp::load(var_63);
                    var_65 = (var_66 < var_64);
                    var_53 = var_53 || var_65;
                }
                if (var_53) {
                    // x0 = c[i] * 1.0                                                        <L 22>
                    var_67 = wp::address(var_c, var_0);
                    var_70 = wp::load(var_67);
                    var_69 = wp::mul(var_70, var_68);
                }
                if (!var_53) {
                    // x0 = c[i] - 0.5                                                        <L 24>
                    var_71 = wp::address(var_c, var_0);
                    var_74 = wp::load(var_71);
                    var_73 = wp::sub(var_74, var_72);
                }
                var_75 = wp::where(var_53, var_69, var_73);
            }
            var_76 = wp::where(var_34, var_51, var_75);
        }
        var_77 = wp::where(var_15, var_32, var_76);
    }
    var_78 = wp::where(var_2, var_13, var_77);
    // out[i] = x0                                                                            <L 25>
    // wp::array_store(var_out, var_0, var_78);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_78, adj_out, adj_0, adj_78);
    // adj: out[i] = x0                                                                       <L 25>
    wp::adj_where(var_2, var_13, var_77, adj_2, adj_13, adj_77, adj_78);
    if (!var_2) {
        wp::adj_where(var_15, var_32, var_76, adj_15, adj_32, adj_76, adj_77);
        if (!var_15) {
            wp::adj_where(var_34, var_51, var_75, adj_34, adj_51, adj_75, adj_76);
            if (!var_34) {
                wp::adj_where(var_53, var_69, var_73, adj_53, adj_69, adj_73, adj_75);
                if (!var_53) {
                    wp::adj_sub(var_74, var_72, adj_71, adj_72, adj_73);
                    wp::adj_address(var_c, var_0, adj_c, adj_0, adj_71);
                    // adj: x0 = c[i] - 0.5                                                   <L 24>
                }
                if (var_53) {
                    wp::adj_mul(var_70, var_68, adj_67, adj_68, adj_69);
                    wp::adj_address(var_c, var_0, adj_c, adj_0, adj_67);
                    // adj: x0 = c[i] * 1.0                                                   <L 22>
                }
                if (!var_53) {
                    wp::adj_address(var_c, var_0, adj_c, adj_0, adj_63);
                }
                if (var_54) {
                    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_59);
                }
                wp::adj_address(var_c, var_0, adj_c, adj_0, adj_55);
                // adj: elif c[i] > -0.25 and b[i] > 0.25 or c[i] < 0.5:                      <L 21>
            }
            if (var_34) {
                wp::adj_div(var_52, var_50, var_51, adj_49, adj_50, adj_51);
                wp::adj_address(var_a, var_0, adj_a, adj_0, adj_49);
                // adj: x0 = a[i] / 3.0                                                       <L 20>
            }
            if (var_34) {
                wp::adj_address(var_b, var_0, adj_b, adj_0, adj_45);
            }
            if (!var_35) {
                wp::adj_address(var_b, var_0, adj_b, adj_0, adj_40);
            }
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_36);
            // adj: elif (b[i] > -0.25 or not b[i] < 0.25) and b[i] > 0.5:                    <L 19>
        }
        if (var_15) {
            wp::adj_mul(var_33, var_31, adj_30, adj_31, adj_32);
            wp::adj_address(var_c, var_0, adj_c, adj_0, adj_30);
            // adj: x0 = c[i] * 1.5                                                           <L 18>
        }
        if (!var_15) {
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_25);
        }
        if (var_16) {
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_21);
        }
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_17);
        // adj: elif a[i] < 0.25 and b[i] < 0.5 or not b[i] > 0.5:                            <L 17>
    }
    if (var_2) {
        wp::adj_sub(var_14, var_12, adj_11, adj_12, adj_13);
        wp::adj_address(var_c, var_0, adj_c, adj_0, adj_11);
        // adj: x0 = c[i] - 1.5                                                               <L 16>
    }
    if (var_2) {
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_7);
    }
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_3);
    // adj: if a[i] > -0.5 and b[i] < -0.25:                                                  <L 15>
    // adj: x0 = 0.0                                                                          <L 14>
    // adj: i = wp.tid()                                                                      <L 13>
    // adj: def multi_conditional_s000002(                                                    <L 7>
    return;
}