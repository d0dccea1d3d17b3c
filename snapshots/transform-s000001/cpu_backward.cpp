template <bool wp_linear_contiguous>
static void transform_s000001_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_transform_s000001 *_wp_args,
    wp_args_transform_s000001 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_transform_s000001 wp_contiguous_args;
    wp_args_transform_s000001 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.b.strides[0] = sizeof(wp::quat_t<wp::float32>);
        wp_contiguous_adj_args.b.strides[0] = sizeof(wp::quat_t<wp::float32>);
        wp_contiguous_args.c.strides[0] = sizeof(wp::transform_t<wp::float32>);
        wp_contiguous_adj_args.c.strides[0] = sizeof(wp::transform_t<wp::float32>);
        wp_contiguous_args.d.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_adj_args.d.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.e.strides[0] = sizeof(wp::quat_t<wp::float32>);
        wp_contiguous_adj_args.e.strides[0] = sizeof(wp::quat_t<wp::float32>);
        wp_contiguous_args.f.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_adj_args.f.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.out.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.out1.strides[0] = sizeof(wp::quat_t<wp::float32>);
        wp_contiguous_adj_args.out1.strides[0] = sizeof(wp::quat_t<wp::float32>);
        wp_contiguous_args.out2.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_adj_args.out2.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_a = _wp_args->a;
    wp::array_t<wp::quat_t<wp::float32>> var_b = _wp_args->b;
    wp::array_t<wp::transform_t<wp::float32>> var_c = _wp_args->c;
    wp::array_t<wp::vec_t<3, wp::float32>> var_d = _wp_args->d;
    wp::array_t<wp::quat_t<wp::float32>> var_e = _wp_args->e;
    wp::array_t<wp::vec_t<3, wp::float32>> var_f = _wp_args->f;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out = _wp_args->out;
    wp::array_t<wp::quat_t<wp::float32>> var_out1 = _wp_args->out1;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out2 = _wp_args->out2;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_a = _wp_adj_args->a;
    wp::array_t<wp::quat_t<wp::float32>> adj_b = _wp_adj_args->b;
    wp::array_t<wp::transform_t<wp::float32>> adj_c = _wp_adj_args->c;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_d = _wp_adj_args->d;
    wp::array_t<wp::quat_t<wp::float32>> adj_e = _wp_adj_args->e;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_f = _wp_adj_args->f;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out = _wp_adj_args->out;
    wp::array_t<wp::quat_t<wp::float32>> adj_out1 = _wp_adj_args->out1;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out2 = _wp_adj_args->out2;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::quat_t<wp::float32>* var_1;
    wp::quat_t<wp::float32> var_2;
    wp::quat_t<wp::float32> var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::transform_t<wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::transform_t<wp::float32>* var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::transform_t<wp::float32> var_9;
    wp::transform_t<wp::float32>* var_10;
    wp::quat_t<wp::float32> var_11;
    wp::transform_t<wp::float32> var_12;
    wp::quat_t<wp::float32> var_13;
    wp::transform_t<wp::float32> var_14;
    wp::transform_t<wp::float32> var_15;
    wp::quat_t<wp::float32>* var_16;
    wp::quat_t<wp::float32> var_17;
    wp::quat_t<wp::float32> var_18;
    wp::vec_t<3, wp::float32>* var_19;
    wp::transform_t<wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    wp::transform_t<wp::float32> var_22;
    wp::transform_t<wp::float32> var_23;
    wp::vec_t<3, wp::float32> var_24;
    wp::quat_t<wp::float32> var_25;
    wp::vec_t<3, wp::float32>* var_26;
    wp::vec_t<3, wp::float32> var_27;
    wp::vec_t<3, wp::float32> var_28;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::quat_t<wp::float32> adj_1 = {};
    wp::quat_t<wp::float32> adj_2 = {};
    wp::quat_t<wp::float32> adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::transform_t<wp::float32> adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::transform_t<wp::float32> adj_7 = {};
    wp::vec_t<3, wp::float32> adj_8 = {};
    wp::transform_t<wp::float32> adj_9 = {};
    wp::transform_t<wp::float32> adj_10 = {};
    wp::quat_t<wp::float32> adj_11 = {};
    wp::transform_t<wp::float32> adj_12 = {};
    wp::quat_t<wp::float32> adj_13 = {};
    wp::transform_t<wp::float32> adj_14 = {};
    wp::transform_t<wp::float32> adj_15 = {};
    wp::quat_t<wp::float32> adj_16 = {};
    wp::quat_t<wp::float32> adj_17 = {};
    wp::quat_t<wp::float32> adj_18 = {};
    wp::vec_t<3, wp::float32> adj_19 = {};
    wp::transform_t<wp::float32> adj_20 = {};
    wp::vec_t<3, wp::float32> adj_21 = {};
    wp::transform_t<wp::float32> adj_22 = {};
    wp::transform_t<wp::float32> adj_23 = {};
    wp::vec_t<3, wp::float32> adj_24 = {};
    wp::quat_t<wp::float32> adj_25 = {};
    wp::vec_t<3, wp::float32> adj_26 = {};
    wp::vec_t<3, wp::float32> adj_27 = {};
    wp::vec_t<3, wp::float32> adj_28 = {};
    //---------
    // forward
    // def transform_s000001(                                                                 <L 7>
    // i = wp.tid()                                                                           <L 18>
    var_0 = builtin_tid1d();
    // x0 = wp.normalize(b[i])                                                                <L 19>
    var_1 = wp::address(var_b, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::normalize(var_3);
    // x1 = wp.transform(a[i], x0)                                                            <L 20>
    var_4 = wp::address(var_a, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::transform_t<wp::float32>(var_6, var_2);
    // x2 = wp.transform(wp.transform_get_translation(c[i]), wp.normalize(wp.transform_get_rotation(c[i])))       <L 21>
    var_7 = wp::address(var_c, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::transform_get_translation(var_9);
    var_10 = wp::address(var_c, var_0);
    var_12 = wp::load(var_10);
    var_11 = wp::transform_get_rotation(var_12);
    var_13 = wp::normalize(var_11);
    var_14 = wp::transform_t<wp::float32>(var_8, var_13);
    // x3 = wp.transform_multiply(x1, x2)                                                     <L 22>
    var_15 = wp::transform_multiply(var_5, var_14);
    // x4 = wp.normalize(e[i])                                                                <L 23>
    var_16 = wp::address(var_e, var_0);
    var_18 = wp::load(var_16);
    var_17 = wp::normalize(var_18);
    // x5 = wp.transform(d[i], x4)                                                            <L 24>
    var_19 = wp::address(var_d, var_0);
    var_21 = wp::load(var_19);
    var_20 = wp::transform_t<wp::float32>(var_21, var_17);
    // x6 = wp.transform_inverse(x5) * x3                                                     <L 25>
    var_22 = wp::transform_inverse(var_20);
    var_23 = wp::mul(var_22, var_15);
    // out[i] = wp.transform_get_translation(x6)                                              <L 26>
    var_24 = wp::transform_get_translation(var_23);
    // wp::array_store(var_out, var_0, var_24);
    // out1[i] = wp.transform_get_rotation(x6)                                                <L 27>
    var_25 = wp::transform_get_rotation(var_23);
    // wp::array_store(var_out1, var_0, var_25);
    // out2[i] = wp.transform_vector(x6, f[i])                                                <L 28>
    var_26 = wp::address(var_f, var_0);
    var_28 = wp::load(var_26);
    var_27 = wp::transform_vector(var_23, var_28);
    // wp::array_store(var_out2, var_0, var_27);
    //---------
    // reverse
    wp::adj_array_store(var_out2, var_0, var_27, adj_out2, adj_0, adj_27);
    wp::adj_transform_vector(var_23, var_28, adj_23, adj_26, adj_27);
    wp::adj_address(var_f, var_0, adj_f, adj_0, adj_26);
    // adj: out2[i] = wp.transform_vector(x6, f[i])                                           <L 28>
    wp::adj_array_store(var_out1, var_0, var_25, adj_out1, adj_0, adj_25);
    wp::adj_transform_get_rotation(var_23, adj_23, adj_25);
    // adj: out1[i] = wp.transform_get_rotation(x6)                                           <L 27>
    wp::adj_array_store(var_out, var_0, var_24, adj_out, adj_0, adj_24);
    wp::adj_transform_get_translation(var_23, adj_23, adj_24);
    // adj: out[i] = wp.transform_get_translation(x6)                                         <L 26>
    wp::adj_mul(var_22, var_15, adj_22, adj_15, adj_23);
    wp::adj_transform_inverse(var_20, adj_20, adj_22);
    // adj: x6 = wp.transform_inverse(x5) * x3                                                <L 25>
    wp::adj_transform_t(var_21, var_17, adj_19, adj_17, adj_20);
    wp::adj_address(var_d, var_0, adj_d, adj_0, adj_19);
    // adj: x5 = wp.transform(d[i], x4)                                                       <L 24>
    wp::adj_normalize(var_18, adj_16, adj_17);
    wp::adj_address(var_e, var_0, adj_e, adj_0, adj_16);
    // adj: x4 = wp.normalize(e[i])                                                           <L 23>
    wp::adj_transform_multiply(var_5, var_14, adj_5, adj_14, adj_15);
    // adj: x3 = wp.transform_multiply(x1, x2)                                                <L 22>
    wp::adj_transform_t(var_8, var_13, adj_8, adj_13, adj_14);
    wp::adj_normalize(var_11, adj_11, adj_13);
    wp::adj_transform_get_rotation(var_12, adj_10, adj_11);
    wp::adj_address(var_c, var_0, adj_c, adj_0, adj_10);
    wp::adj_transform_get_translation(var_9, adj_7, adj_8);
    wp::adj_address(var_c, var_0, adj_c, adj_0, adj_7);
    // adj: x2 = wp.transform(wp.transform_get_translation(c[i]), wp.normalize(wp.transform_get_rotation(c[i])))  <L 21>
    wp::adj_transform_t(var_6, var_2, adj_4, adj_2, adj_5);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_4);
    // adj: x1 = wp.transform(a[i], x0)                                                       <L 20>
    wp::adj_normalize(var_3, adj_1, adj_2);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_1);
    // adj: x0 = wp.normalize(b[i])                                                           <L 19>
    // adj: i = wp.tid()                                                                      <L 18>
    // adj: def transform_s000001(                                                            <L 7>
    return;
}