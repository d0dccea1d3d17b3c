extern "C" __global__ void make_math_s000001__locals__math_s000001_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_a,
    wp::array_t<wp::float32> adj_out)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        const wp::float32 var_1 = -0.875;
        wp::float32* var_2;
        const wp::float32 var_3 = 0.25;
        bool var_4;
        wp::float32 var_5;
        wp::float32* var_6;
        const wp::float32 var_7 = 0.75;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::float32* var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        const wp::float32 var_13 = 1.0;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32* var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        wp::float32 var_19;
        const wp::float32 var_20 = 1.0;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        const wp::int32 var_24 = 1;
        wp::int32 var_25;
        wp::shape_t* var_26;
        const wp::int32 var_27 = 0;
        wp::int32 var_28;
        wp::shape_t var_29;
        wp::int32 var_30;
        wp::float32* var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        bool adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
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
        wp::int32 adj_24 = {};
        wp::int32 adj_25 = {};
        wp::shape_t adj_26 = {};
        wp::int32 adj_27 = {};
        wp::int32 adj_28 = {};
        wp::shape_t adj_29 = {};
        wp::int32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        //---------
        // forward
        // def math_s000001(                                                                      <L 15>
        // i = wp.tid()                                                                           <L 19>
        var_0 = builtin_tid1d();
        // if scale < a[i] < offset:                                                              <L 20>
        var_2 = wp::address(var_a, var_0);
        var_5 = wp::load(var_2);
        var_4 = ((var_1 < var_5) && (var_5 < var_3));
        if (var_4) {
            // out[i] = a[i] * 0.75                                                               <L 21>
            var_6 = wp::address(var_a, var_0);
            var_9 = wp::load(var_6);
            var_8 = wp::mul(var_9, var_7);
            // wp::array_store(var_out, var_0, var_8);
            // return                                                                             <L 22>
            goto label0;
        }
        // x0 = wp.log(wp.abs(a[i]) + 1.0)                                                        <L 23>
        var_10 = wp::address(var_a, var_0);
        var_12 = wp::load(var_10);
        var_11 = wp::abs(var_12);
        var_14 = wp::add(var_11, var_13);
        var_15 = wp::log(var_14);
        // x1 = wp.cos(wp.log(wp.abs(wp.tanh(a[i])) + 1.0))                                       <L 24>
        var_16 = wp::address(var_a, var_0);
        var_18 = wp::load(var_16);
        var_17 = wp::tanh(var_18);
        var_19 = wp::abs(var_17);
        var_21 = wp::add(var_19, var_20);
        var_22 = wp::log(var_21);
        var_23 = wp::cos(var_22);
        // out[i] = math_s000001_combine(x0, x1, a[(i + 1) % a.shape[0]])                         <L 25>
        var_25 = wp::add(var_0, var_24);
        var_26 = &(var_a.shape);
        var_29 = wp::load(var_26);
        var_28 = wp::extract(var_29, var_27);
        var_30 = wp::mod(var_25, var_28);
        var_31 = wp::address(var_a, var_30);
        var_33 = wp::load(var_31);
        var_32 = math_s000001_combine_0(var_15, var_23, var_33);
        // wp::array_store(var_out, var_0, var_32);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_32, adj_out, adj_0, adj_32);
        adj_math_s000001_combine_0(var_15, var_23, var_33, adj_15, adj_23, adj_31, adj_32);
        wp::adj_address(var_a, var_30, adj_a, adj_30, adj_31);
        wp::adj_mod(var_25, var_28, adj_25, adj_28, adj_30);
        adj_a.shape = adj_26;
        wp::adj_add(var_0, var_24, adj_0, adj_24, adj_25);
        // adj: out[i] = math_s000001_combine(x0, x1, a[(i + 1) % a.shape[0]])                    <L 25>
        wp::adj_cos(var_22, adj_22, adj_23);
        wp::adj_log(var_21, adj_21, adj_22);
        wp::adj_add(var_19, var_20, adj_19, adj_20, adj_21);
        wp::adj_abs(var_17, adj_17, adj_19);
        wp::adj_tanh(var_18, var_17, adj_16, adj_17);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_16);
        // adj: x1 = wp.cos(wp.log(wp.abs(wp.tanh(a[i])) + 1.0))                                  <L 24>
        wp::adj_log(var_14, adj_14, adj_15);
        wp::adj_add(var_11, var_13, adj_11, adj_13, adj_14);
        wp::adj_abs(var_12, adj_10, adj_11);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_10);
        // adj: x0 = wp.log(wp.abs(a[i]) + 1.0)                                                   <L 23>
        if (var_4) {
            label0:;
            // adj: return                                                                        <L 22>
            wp::adj_array_store(var_out, var_0, var_8, adj_out, adj_0, adj_8);
            wp::adj_mul(var_9, var_7, adj_6, adj_7, adj_8);
            wp::adj_address(var_a, var_0, adj_a, adj_0, adj_6);
            // adj: out[i] = a[i] * 0.75                                                          <L 21>
        }
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_2);
        // adj: if scale < a[i] < offset:                                                         <L 20>
        // adj: i = wp.tid()                                                                      <L 19>
        // adj: def math_s000001(                                                                 <L 15>
        continue;
    }
}