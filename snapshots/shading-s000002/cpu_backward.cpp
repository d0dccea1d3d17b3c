template <bool wp_linear_contiguous>
static void shading_s000002_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_shading_s000002 *_wp_args,
    wp_args_shading_s000002 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_shading_s000002 wp_contiguous_args;
    wp_args_shading_s000002 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.b.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_adj_args.b.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.c.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_adj_args.c.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.d.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.d.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_a = _wp_args->a;
    wp::array_t<wp::vec_t<3, wp::float32>> var_b = _wp_args->b;
    wp::array_t<wp::vec_t<3, wp::float32>> var_c = _wp_args->c;
    wp::array_t<wp::float32> var_d = _wp_args->d;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_a = _wp_adj_args->a;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_b = _wp_adj_args->b;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_c = _wp_adj_args->c;
    wp::array_t<wp::float32> adj_d = _wp_adj_args->d;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32>* var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::vec_t<3, wp::float32> var_9;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 0.0;
    const wp::float32 var_14 = 1.0;
    wp::float32 var_15;
    wp::float32 var_16;
    const wp::float32 var_17 = 0.0;
    const wp::float32 var_18 = 1.0;
    wp::float32 var_19;
    const wp::float32 var_20 = 16.0;
    wp::float32 var_21;
    const wp::float32 var_22 = 0.04;
    const wp::float32 var_23 = 0.96;
    const wp::float32 var_24 = 1.0;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::float32 var_27 = 0.0;
    const wp::float32 var_28 = 1.0;
    wp::float32 var_29;
    const wp::float32 var_30 = 5.0;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float32* var_34;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::float32 var_39 = 0.0;
    const wp::float32 var_40 = 1.0;
    wp::float32 var_41;
    const wp::float32 var_42 = 2.2;
    wp::float32 var_43;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::vec_t<3, wp::float32> adj_1 = {};
    wp::vec_t<3, wp::float32> adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::vec_t<3, wp::float32> adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::vec_t<3, wp::float32> adj_7 = {};
    wp::vec_t<3, wp::float32> adj_8 = {};
    wp::vec_t<3, wp::float32> adj_9 = {};
    wp::vec_t<3, wp::float32> adj_10 = {};
    wp::vec_t<3, wp::float32> adj_11 = {};
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
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
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
    //---------
    // forward
    // def shading_s000002(                                                                   <L 7>
    // i = wp.tid()                                                                           <L 14>
    var_0 = builtin_tid1d();
    // x0 = wp.normalize(a[i])                                                                <L 15>
    var_1 = wp::address(var_a, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::normalize(var_3);
    // x1 = wp.normalize(b[i])                                                                <L 16>
    var_4 = wp::address(var_b, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::normalize(var_6);
    // x2 = wp.normalize(x1 + wp.normalize(c[i]))                                             <L 17>
    var_7 = wp::address(var_c, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::normalize(var_9);
    var_10 = wp::add(var_5, var_8);
    var_11 = wp::normalize(var_10);
    // x3 = wp.clamp(wp.dot(x0, x1), 0.0, 1.0)                                                <L 18>
    var_12 = wp::dot(var_2, var_5);
    var_15 = wp::clamp(var_12, var_13, var_14);
    // x4 = wp.clamp(wp.dot(x0, x2), 0.0, 1.0) ** 16.0                                        <L 19>
    var_16 = wp::dot(var_2, var_11);
    var_19 = wp::clamp(var_16, var_17, var_18);
    var_21 = wp::pow(var_19, var_20);
    // x5 = 0.04 + 0.96 * wp.clamp(1.0 - wp.dot(x2, x1), 0.0, 1.0) ** 5.0                     <L 20>
    var_25 = wp::dot(var_11, var_5);
    var_26 = wp::sub(var_24, var_25);
    var_29 = wp::clamp(var_26, var_27, var_28);
    var_31 = wp::pow(var_29, var_30);
    var_32 = wp::mul(var_23, var_31);
    var_33 = wp::add(var_22, var_32);
    // x6 = d[i] * x3 + x4 * x5                                                               <L 21>
    var_34 = wp::address(var_d, var_0);
    var_36 = wp::load(var_34);
    var_35 = wp::mul(var_36, var_15);
    var_37 = wp::mul(var_21, var_33);
    var_38 = wp::add(var_35, var_37);
    // out[i] = wp.clamp(x6, 0.0, 1.0) ** 2.2                                                 <L 22>
    var_41 = wp::clamp(var_38, var_39, var_40);
    var_43 = wp::pow(var_41, var_42);
    // wp::array_store(var_out, var_0, var_43);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_43, adj_out, adj_0, adj_43);
    wp::adj_pow(var_41, var_42, var_43, adj_41, adj_42, adj_43);
    wp::adj_clamp(var_38, var_39, var_40, adj_38, adj_39, adj_40, adj_41);
    // adj: out[i] = wp.clamp(x6, 0.0, 1.0) ** 2.2                                            <L 22>
    wp::adj_add(var_35, var_37, adj_35, adj_37, adj_38);
    wp::adj_mul(var_21, var_33, adj_21, adj_33, adj_37);
    wp::adj_mul(var_36, var_15, adj_34, adj_15, adj_35);
    wp::adj_address(var_d, var_0, adj_d, adj_0, adj_34);
    // adj: x6 = d[i] * x3 + x4 * x5                                                          <L 21>
    wp::adj_add(var_22, var_32, adj_22, adj_32, adj_33);
    wp::adj_mul(var_23, var_31, adj_23, adj_31, adj_32);
    wp::adj_pow(var_29, var_30, var_31, adj_29, adj_30, adj_31);
    wp::adj_clamp(var_26, var_27, var_28, adj_26, adj_27, adj_28, adj_29);
    wp::adj_sub(var_24, var_25, adj_24, adj_25, adj_26);
    wp::adj_dot(var_11, var_5, adj_11, adj_5, adj_25);
    // adj: x5 = 0.04 + 0.96 * wp.clamp(1.0 - wp.dot(x2, x1), 0.0, 1.0) ** 5.0                <L 20>
    wp::adj_pow(var_19, var_20, var_21, adj_19, adj_20, adj_21);
    wp::adj_clamp(var_16, var_17, var_18, adj_16, adj_17, adj_18, adj_19);
    wp::adj_dot(var_2, var_11, adj_2, adj_11, adj_16);
    // adj: x4 = wp.clamp(wp.dot(x0, x2), 0.0, 1.0) ** 16.0                                   <L 19>
    wp::adj_clamp(var_12, var_13, var_14, adj_12, adj_13, adj_14, adj_15);
    wp::adj_dot(var_2, var_5, adj_2, adj_5, adj_12);
    // adj: x3 = wp.clamp(wp.dot(x0, x1), 0.0, 1.0)                                           <L 18>
    wp::adj_normalize(var_10, var_11, adj_10, adj_11);
    wp::adj_add(var_5, var_8, adj_5, adj_8, adj_10);
    wp::adj_normalize(var_9, var_8, adj_7, adj_8);
    wp::adj_address(var_c, var_0, adj_c, adj_0, adj_7);
    // adj: x2 = wp.normalize(x1 + wp.normalize(c[i]))                                        <L 17>
    wp::adj_normalize(var_6, var_5, adj_4, adj_5);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_4);
    // adj: x1 = wp.normalize(b[i])                                                           <L 16>
    wp::adj_normalize(var_3, var_2, adj_1, adj_2);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
    // adj: x0 = wp.normalize(a[i])                                                           <L 15>
    // adj: i = wp.tid()                                                                      <L 14>
    // adj: def shading_s000002(                                                              <L 7>
    return;
}