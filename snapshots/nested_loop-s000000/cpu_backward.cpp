template <bool wp_linear_contiguous>
static void nested_loop_s000000_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_nested_loop_s000000 *_wp_args,
    wp_args_nested_loop_s000000 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_nested_loop_s000000 wp_contiguous_args;
    wp_args_nested_loop_s000000 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::int32 var_steps = _wp_args->steps;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::int32 adj_steps = _wp_adj_args->steps;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::float32 var_1 = 0.0;
    wp::float32 var_2;
    const wp::int32 var_3 = 0;
    wp::range_t var_4;
    wp::int32 var_5;
    const wp::int32 var_6 = 0;
    const bool var_7 = true;
    bool var_8;
    const bool var_9 = false;
    bool var_10;
    const wp::float32 var_11 = 0.5;
    wp::float32 var_12;
    wp::float32* var_13;
    const wp::float32 var_14 = 0.75;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    const wp::float32 var_18 = 0.5;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::float32 var_22 = 0.25;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::int32 var_27 = 1;
    const bool var_28 = true;
    bool var_29;
    const bool var_30 = false;
    bool var_31;
    const wp::float32 var_32 = 0.5;
    wp::float32 var_33;
    wp::float32* var_34;
    const wp::float32 var_35 = 0.75;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::float32 var_39 = 0.5;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    const wp::float32 var_43 = 0.25;
    wp::float32 var_44;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    const wp::int32 var_48 = 2;
    const bool var_49 = true;
    bool var_50;
    const bool var_51 = false;
    bool var_52;
    const wp::float32 var_53 = 0.5;
    wp::float32 var_54;
    wp::float32* var_55;
    const wp::float32 var_56 = 0.75;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    const wp::float32 var_60 = 0.5;
    wp::float32 var_61;
    wp::float32 var_62;
    wp::float32 var_63;
    const wp::float32 var_64 = 0.25;
    wp::float32 var_65;
    wp::float32 var_66;
    wp::float32 var_67;
    wp::float32 var_68;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::range_t adj_4 = {};
    wp::int32 adj_5 = {};
    wp::int32 adj_6 = {};
    bool adj_7 = {};
    bool adj_8 = {};
    bool adj_9 = {};
    bool adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::int32 adj_27 = {};
    bool adj_28 = {};
    bool adj_29 = {};
    bool adj_30 = {};
    bool adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::int32 adj_48 = {};
    bool adj_49 = {};
    bool adj_50 = {};
    bool adj_51 = {};
    bool adj_52 = {};
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
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::float32 adj_66 = {};
    wp::float32 adj_67 = {};
    wp::float32 adj_68 = {};
    //---------
    // forward
    // def nested_loop_s000000(                                                               <L 1>
    // i = wp.tid()                                                                           <L 6>
    var_0 = builtin_tid1d();
    // x0 = wp.float32(0.0)                                                                   <L 7>
    var_2 = wp::float32(var_1);
    // for j in range(0, steps):                                                              <L 8>
    var_4 = wp::range(var_3, var_steps);
    // out[i] = x0                                                                            <L 13>
    // wp::array_store(var_out, var_0, var_2);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_2, adj_out, adj_0, adj_2);
    // adj: out[i] = x0                                                                       <L 13>
    var_4 = wp::iter_reverse(var_4);
    start_for_0:;
        if (iter_cmp(var_4) == 0) goto end_for_0;
        var_5 = wp::iter_next(var_4);
    	adj_6 = {};
    	adj_7 = {};
    	adj_8 = {};
    	adj_9 = {};
    	adj_10 = {};
    	adj_11 = {};
    	adj_12 = {};
    	adj_13 = {};
    	adj_14 = {};
    	adj_15 = {};
    	adj_16 = {};
    	adj_17 = {};
    	adj_18 = {};
    	adj_19 = {};
    	adj_20 = {};
    	adj_21 = {};
    	adj_22 = {};
    	adj_23 = {};
    	adj_24 = {};
    	adj_25 = {};
    	adj_26 = {};
    	adj_27 = {};
    	adj_28 = {};
    	adj_29 = {};
    	adj_30 = {};
    	adj_31 = {};
    	adj_32 = {};
    	adj_33 = {};
    	adj_34 = {};
    	adj_35 = {};
    	adj_36 = {};
    	adj_37 = {};
    	adj_38 = {};
    	adj_39 = {};
    	adj_40 = {};
    	adj_41 = {};
    	adj_42 = {};
    	adj_43 = {};
    	adj_44 = {};
    	adj_45 = {};
    	adj_46 = {};
    	adj_47 = {};
    	adj_48 = {};
    	adj_49 = {};
    	adj_50 = {};
    	adj_51 = {};
    	adj_52 = {};
    	adj_53 = {};
    	adj_54 = {};
    	adj_55 = {};
    	adj_56 = {};
    	adj_57 = {};
    	adj_58 = {};
    	adj_59 = {};
    	adj_60 = {};
    	adj_61 = {};
    	adj_62 = {};
    	adj_63 = {};
    	adj_64 = {};
    	adj_65 = {};
    	adj_66 = {};
    	adj_67 = {};
    	adj_68 = {};
        // for k in range(wp.static(3)):                                                      <L 9>
        // if j == k:                                                                         <L 10>
        var_8 = (var_5 == var_6);
        if (var_8) {
            // continue                                                                       <L 11>
        }
        var_10 = wp::where(var_8, var_9, var_7);
        // x0 = x0 * 0.5 + (a[i] * 0.75 + wp.float32(j) * 0.5 + wp.float32(k) * 0.25)         <L 12>
        if (var_10) {
            var_12 = wp::mul(var_2, var_11);
            var_13 = wp::address(var_a, var_0);
            var_16 = wp::load(var_13);
            var_15 = wp::mul(var_16, var_14);
            var_17 = wp::float32(var_5);
            var_19 = wp::mul(var_17, var_18);
            var_20 = wp::add(var_15, var_19);
            var_21 = wp::float32(var_6);
            var_23 = wp::mul(var_21, var_22);
            var_24 = wp::add(var_20, var_23);
            var_25 = wp::add(var_12, var_24);
        }
        var_26 = wp::where(var_10, var_25, var_2);
        // if j == k:                                                                         <L 10>
        var_29 = (var_5 == var_27);
        if (var_29) {
            // continue                                                                       <L 11>
        }
        var_31 = wp::where(var_29, var_30, var_28);
        // x0 = x0 * 0.5 + (a[i] * 0.75 + wp.float32(j) * 0.5 + wp.float32(k) * 0.25)         <L 12>
        if (var_31) {
            var_33 = wp::mul(var_26, var_32);
            var_34 = wp::address(var_a, var_0);
            var_37 = wp::load(var_34);
            var_36 = wp::mul(var_37, var_35);
            var_38 = wp::float32(var_5);
            var_40 = wp::mul(var_38, var_39);
            var_41 = wp::add(var_36, var_40);
            var_42 = wp::float32(var_27);
            var_44 = wp::mul(var_42, var_43);
            var_45 = wp::add(var_41, var_44);
            var_46 = wp::add(var_33, var_45);
        }
        var_47 = wp::where(var_31, var_46, var_26);
        // if j == k:                                                                         <L 10>
        var_50 = (var_5 == var_48);
        if (var_50) {
            // continue                                                                       <L 11>
        }
        var_52 = wp::where(var_50, var_51, var_49);
        // x0 = x0 * 0.5 + (a[i] * 0.75 + wp.float32(j) * 0.5 + wp.float32(k) * 0.25)         <L 12>
        if (var_52) {
            var_54 = wp::mul(var_47, var_53);
            var_55 = wp::address(var_a, var_0);
            var_58 = wp::load(var_55);
            var_57 = wp::mul(var_58, var_56);
            var_59 = wp::float32(var_5);
            var_61 = wp::mul(var_59, var_60);
            var_62 = wp::add(var_57, var_61);
            var_63 = wp::float32(var_48);
            var_65 = wp::mul(var_63, var_64);
            var_66 = wp::add(var_62, var_65);
            var_67 = wp::add(var_54, var_66);
        }
        var_68 = wp::where(var_52, var_67, var_47);
        wp::assign(var_2, var_68);
        wp::adj_assign(var_2, var_68, adj_2, adj_68);
        wp::adj_where(var_52, var_67, var_47, adj_52, adj_67, adj_47, adj_68);
        if (var_52) {
            wp::adj_add(var_54, var_66, adj_54, adj_66, adj_67);
            wp::adj_add(var_62, var_65, adj_62, adj_65, adj_66);
            wp::adj_mul(var_63, var_64, adj_63, adj_64, adj_65);
            wp::adj_float32(var_48, adj_48, adj_63);
            wp::adj_add(var_57, var_61, adj_57, adj_61, adj_62);
            wp::adj_mul(var_59, var_60, adj_59, adj_60, adj_61);
            wp::adj_float32(var_5, adj_5, adj_59);
            wp::adj_mul(var_58, var_56, adj_55, adj_56, adj_57);
            wp::adj_address(var_a, var_0, adj_a, adj_0, adj_55);
            wp::adj_mul(var_47, var_53, adj_47, adj_53, adj_54);
        }
        // adj: x0 = x0 * 0.5 + (a[i] * 0.75 + wp.float32(j) * 0.5 + wp.float32(k) * 0.25)    <L 12>
        wp::adj_where(var_50, var_51, var_49, adj_50, adj_51, adj_49, adj_52);
        if (var_50) {
            // adj: continue                                                                  <L 11>
        }
        // adj: if j == k:                                                                    <L 10>
        wp::adj_where(var_31, var_46, var_26, adj_31, adj_46, adj_26, adj_47);
        if (var_31) {
            wp::adj_add(var_33, var_45, adj_33, adj_45, adj_46);
            wp::adj_add(var_41, var_44, adj_41, adj_44, adj_45);
            wp::adj_mul(var_42, var_43, adj_42, adj_43, adj_44);
            wp::adj_float32(var_27, adj_27, adj_42);
            wp::adj_add(var_36, var_40, adj_36, adj_40, adj_41);
            wp::adj_mul(var_38, var_39, adj_38, adj_39, adj_40);
            wp::adj_float32(var_5, adj_5, adj_38);
            wp::adj_mul(var_37, var_35, adj_34, adj_35, adj_36);
            wp::adj_address(var_a, var_0, adj_a, adj_0, adj_34);
            wp::adj_mul(var_26, var_32, adj_26, adj_32, adj_33);
        }
        // adj: x0 = x0 * 0.5 + (a[i] * 0.75 + wp.float32(j) * 0.5 + wp.float32(k) * 0.25)    <L 12>
        wp::adj_where(var_29, var_30, var_28, adj_29, adj_30, adj_28, adj_31);
        if (var_29) {
            // adj: continue                                                                  <L 11>
        }
        // adj: if j == k:                                                                    <L 10>
        wp::adj_where(var_10, var_25, var_2, adj_10, adj_25, adj_2, adj_26);
        if (var_10) {
            wp::adj_add(var_12, var_24, adj_12, adj_24, adj_25);
            wp::adj_add(var_20, var_23, adj_20, adj_23, adj_24);
            wp::adj_mul(var_21, var_22, adj_21, adj_22, adj_23);
            wp::adj_float32(var_6, adj_6, adj_21);
            wp::adj_add(var_15, var_19, adj_15, adj_19, adj_20);
            wp::adj_mul(var_17, var_18, adj_17, adj_18, adj_19);
            wp::adj_float32(var_5, adj_5, adj_17);
            wp::adj_mul(var_16, var_14, adj_13, adj_14, adj_15);
            wp::adj_address(var_a, var_0, adj_a, adj_0, adj_13);
            wp::adj_mul(var_2, var_11, adj_2, adj_11, adj_12);
        }
        // adj: x0 = x0 * 0.5 + (a[i] * 0.75 + wp.float32(j) * 0.5 + wp.float32(k) * 0.25)    <L 12>
        wp::adj_where(var_8, var_9, var_7, adj_8, adj_9, adj_7, adj_10);
        if (var_8) {
            // adj: continue                                                                  <L 11>
        }
        // adj: if j == k:                                                                    <L 10>
        // adj: for k in range(wp.static(3)):                                                 <L 9>
    	goto start_for_0;
    end_for_0:;
    // adj: for j in range(0, steps):                                                         <L 8>
    wp::adj_float32(var_1, adj_1, adj_2);
    // adj: x0 = wp.float32(0.0)                                                              <L 7>
    // adj: i = wp.tid()                                                                      <L 6>
    // adj: def nested_loop_s000000(                                                          <L 1>
    return;
}