template <bool wp_linear_contiguous>
static void integrate_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_integrate *_wp_args,
    wp_args_integrate *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x = _wp_args->x;
    wp::array_t<wp::vec_t<3, wp::float32>> var_v = _wp_args->v;
    wp::array_t<wp::vec_t<3, wp::float32>> var_f = _wp_args->f;
    wp::float32 var_dt = _wp_args->dt;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x = _wp_adj_args->x;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_v = _wp_adj_args->v;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_f = _wp_adj_args->f;
    wp::float32 adj_dt = _wp_adj_args->dt;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32>* var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::vec_t<3, wp::float32> var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32>* var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::vec_t<3, wp::float32> var_9;
    wp::vec_t<3, wp::float32> var_10;
    const wp::int32 var_11 = 0;
    wp::float32 var_12;
    const wp::int32 var_13 = 128;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::int32 var_16 = 1;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = 0.0;
    wp::vec_t<3, wp::float32> var_21;
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
    wp::int32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::int32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::int32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::vec_t<3, wp::float32> adj_21 = {};
    //---------
    // forward
    // def integrate(                                                                         <L 150>
    // tid = wp.tid()                                                                         <L 164>
    var_0 = builtin_tid1d();
    // v_new = v[tid] + f[tid] * dt                                                           <L 166>
    var_1 = wp::address(var_v, var_0);
    var_2 = wp::address(var_f, var_0);
    var_4 = wp::load(var_2);
    var_3 = wp::mul(var_4, var_dt);
    var_6 = wp::load(var_1);
    var_5 = wp::add(var_6, var_3);
    // x_new = x[tid] + v_new * dt                                                            <L 167>
    var_7 = wp::address(var_x, var_0);
    var_8 = wp::mul(var_5, var_dt);
    var_10 = wp::load(var_7);
    var_9 = wp::add(var_10, var_8);
    // x_new = wp.vec3(periodic_wrap(x_new[0], float(N_GRID)), periodic_wrap(x_new[1], float(N_GRID)), 0.0)       <L 170>
    var_12 = wp::extract(var_9, var_11);
    var_14 = wp::float(var_13);
    var_15 = periodic_wrap_0(var_12, var_14);
    var_17 = wp::extract(var_9, var_16);
    var_18 = wp::float(var_13);
    var_19 = periodic_wrap_0(var_17, var_18);
    var_21 = wp::vec_t<3, wp::float32>(var_15, var_19, var_20);
    // v[tid] = v_new                                                                         <L 172>
    // wp::array_store(var_v, var_0, var_5);
    // x[tid] = x_new                                                                         <L 173>
    // wp::array_store(var_x, var_0, var_21);
    //---------
    // reverse
    wp::adj_array_store(var_x, var_0, var_21, adj_x, adj_0, adj_21);
    // adj: x[tid] = x_new                                                                    <L 173>
    wp::adj_array_store(var_v, var_0, var_5, adj_v, adj_0, adj_5);
    // adj: v[tid] = v_new                                                                    <L 172>
    wp::adj_vec_t(var_15, var_19, var_20, adj_15, adj_19, adj_20, adj_21);
    adj_periodic_wrap_0(var_17, var_18, adj_17, adj_18, adj_19);
    wp::adj_float(var_13, adj_13, adj_18);
    wp::adj_extract(var_9, var_16, adj_9, adj_16, adj_17);
    adj_periodic_wrap_0(var_12, var_14, adj_12, adj_14, adj_15);
    wp::adj_float(var_13, adj_13, adj_14);
    wp::adj_extract(var_9, var_11, adj_9, adj_11, adj_12);
    // adj: x_new = wp.vec3(periodic_wrap(x_new[0], float(N_GRID)), periodic_wrap(x_new[1], float(N_GRID)), 0.0)  <L 170>
    wp::adj_add(var_10, var_8, adj_7, adj_8, adj_9);
    wp::adj_mul(var_5, var_dt, adj_5, adj_dt, adj_8);
    wp::adj_address(var_x, var_0, adj_x, adj_0, adj_7);
    // adj: x_new = x[tid] + v_new * dt                                                       <L 167>
    wp::adj_add(var_6, var_3, adj_1, adj_3, adj_5);
    wp::adj_mul(var_4, var_dt, adj_2, adj_dt, adj_3);
    wp::adj_address(var_f, var_0, adj_f, adj_0, adj_2);
    wp::adj_address(var_v, var_0, adj_v, adj_0, adj_1);
    // adj: v_new = v[tid] + f[tid] * dt                                                      <L 166>
    // adj: tid = wp.tid()                                                                    <L 164>
    // adj: def integrate(                                                                    <L 150>
    return;
}